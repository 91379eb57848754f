import type { Catalogue } from "../../catalogue";
import type { sitemap as english } from "../en/sitemap";

export const sitemap: Catalogue<typeof english> = {
  eyebrow: "خريطة الموقع",
  title: "جميع صفحات موقعنا",
  lead: "اعثر على أي صفحة في مكان واحد.",
  sections: {
    company: "الشركة",
    services: "الخدمات",
    portal: "البوابة",
    resources: "موارد",
    legal: "الشؤون القانونية",
  },
};
