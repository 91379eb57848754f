import type { Catalogue } from "../../catalogue";
import type { customerQuotation as english } from "../en/customerQuotation";

/** The customer quotation: its PDF and the email that carries it to the buyer. */
export const customerQuotation: Catalogue<typeof english> = {
  pdf: {
    title: "عرض سعر",
    subject: "عرض السعر {{reference}} لشركة {{company}}",
    preparedFor: "مُعدّ لـ",
    from: "من",
    deliverTo: "التسليم في {{city}}، {{country}}",
    trn: "الرقم الضريبي {{trn}}",
    item: "الصنف",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ (درهم)",
    notAvailable: "لم يُسعَّر: لم يتمكن أي مورّد من توفير هذا الصنف في الموعد",
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
      "لأي استفسار عن هذا العرض، راسلونا على {{email}} أو اتصلوا بنا على {{phone}} مع ذكر المرجع {{reference}}.",
  },
  email: {
    subject: "عرض السعر {{reference}} من {{company}}",
    preview: "عرض السعر مرفق بصيغة PDF.",
    greeting: "السادة {{name}} المحترمون،",
    attached:
      "شكرًا لطلبكم. تجدون عرض السعر {{reference}} مرفقًا بصيغة PDF: {{total}} شاملًا ضريبة القيمة المضافة، وهو صالح حتى {{validUntil}}.",
    order:
      "لتأكيد الطلب، يُرجى الرد على هذه الرسالة بأمر الشراء. وإذا رغبتم في أي تعديل (الكميات أو الطرازات أو موعد التسليم)، فأخبرونا وسنعدّل العرض.",
  },
};
