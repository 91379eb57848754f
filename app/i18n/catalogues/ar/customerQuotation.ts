import type { Catalogue } from "../../catalogue";
import type { customerQuotation as english } from "../en/customerQuotation";

/** The customer quotation: its PDF and the email that carries it to the buyer. */
export const customerQuotation: Catalogue<typeof english> = {
  pdf: {
    title: "عرض سعر",
    subject: "عرض السعر \u2066{{reference}}\u2069 لشركة \u2068{{company}}\u2069",
    preparedFor: "مُعدّ لـ",
    from: "من",
    deliverTo: "التسليم في \u2068{{city}}\u2069، {{country}}",
    trn: "الرقم الضريبي \u2066{{trn}}\u2069",
    item: "الصنف",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ (درهم)",
    notAvailable: "غير مشمول في هذا العرض",
    warranty: "الضمان: {{warranty}}",
    subtotal: "المجموع قبل الضريبة",
    vat: "ضريبة القيمة المضافة بنسبة {{rate}}",
    total: "الإجمالي",
    validUntil: "صالح حتى",
    delivery: "التسليم",
    deliveryDays_zero: "خلال {{count}} يوم من أمر الشراء",
    deliveryDays_one: "خلال يوم واحد من أمر الشراء",
    deliveryDays_two: "خلال يومين من أمر الشراء",
    deliveryDays_few: "خلال {{count}} أيام من أمر الشراء",
    deliveryDays_many: "خلال {{count}} يومًا من أمر الشراء",
    deliveryDays_other: "خلال {{count}} يوم من أمر الشراء",
    neededBy: "موعد التسليم الذي طلبتموه",
    reference: "المرجع",
    terms:
      "الأسعار بالدرهم الإماراتي ولا تشمل ضريبة القيمة المضافة، التي تُضاف بالنسبة المبيّنة. لتأكيد الطلب، يُرجى الرد على هذه الرسالة بأمر الشراء مع ذكر المرجع، وسنؤكد التوفر وموعد التسليم خلال يوم عمل واحد.",
    questions:
      "لأي استفسار عن هذا العرض، راسلونا على \u2066{{email}}\u2069 أو اتصلوا بنا على \u2066{{phone}}\u2069 مع ذكر المرجع \u2066{{reference}}\u2069.",
  },
  email: {
    subject: "عرض السعر \u2066{{reference}}\u2069 من \u2068{{company}}\u2069",
    preview: "عرض السعر مرفق بصيغة PDF.",
    greeting: "حضرة \u2068{{name}}\u2069 المحترم/ة،",
    attached:
      "شكرًا لطلبكم. تجدون عرض السعر \u2066{{reference}}\u2069 مرفقًا بصيغة PDF: {{total}} شاملًا ضريبة القيمة المضافة، وهو صالح حتى {{validUntil}}.",
    order:
      "لتأكيد الطلب، يُرجى الرد على هذه الرسالة بأمر الشراء. وإذا رغبتم في أي تعديل (الكميات أو الطرازات أو موعد التسليم)، فأخبرونا وسنعدّل العرض.",
  },
};
