import type { Catalogue } from "../../catalogue";
import type { products as english } from "../en/products";

export const products: Catalogue<typeof english> = {
  hero: {
    eyebrow: "منتجاتنا",
    title: "البرمجيات والمنتجات التي نورّدها وندعمها",
    lead: "التراخيص التي تشتريها عن طريقنا يرافقها الإعداد والنقل والدعم من مهندسينا، وفاتورة واحدة لكل شيء. ابحث في الكتالوج أو تصفّحه حسب الفئة.",
  },
  search: {
    heading: "الكتالوج",
    label: "البحث في الكتالوج",
    query: "بحث",
    placeholder: "مثلًا: نسخ احتياطي، جدار ناري، ضريبة القيمة المضافة، واي فاي",
    category: "الفئة",
    allCategories: "كل الفئات",
    submit: "بحث",
    clear: "مسح البحث",
  },
  found_zero: "لا توجد منتجات",
  found_one: "منتج واحد",
  found_two: "منتجان",
  found_few: "{{count}} منتجات",
  found_many: "{{count}} منتجًا",
  found_other: "{{count}} منتج",
  matching: " — نتائج البحث عن «\u2068{{query}}\u2069»",
  inCategory: " في فئة {{category}}",
  empty: {
    title: "لا يوجد في الكتالوج ما يطابق هذا البحث.",
    text: "نورّد أكثر بكثير مما نعرضه هنا.",
    link: "أخبرنا بما تحتاجه",
    end: "وسنقدّم لك عرض سعر.",
  },
  item: {
    licensing: "الترخيص:",
    quotation: "اطلب عرض سعر",
    quotationFor: "لـ {{name}}",
    addToQuote: "أضف إلى طلب عرض السعر",
    seeRequest: "طلب عرض السعر الخاص بك",
  },
  callToAction: {
    title: "لا تعرف أي ترخيص تحتاج؟",
    text: "نراجع ما تدفعه اليوم، وكثيرًا ما نجد وفورات: تراخيص غير مستخدمة، وأدوات متداخلة، وخطط أنسب لك.",
    action: "اطلب مراجعة للتراخيص",
  },
};
