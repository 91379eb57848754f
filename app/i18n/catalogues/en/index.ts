import { home } from "./home";
import { pages } from "./pages";
import { shell } from "./shell";
import { sitemap } from "./sitemap";
import { about } from "./about";
import { whyUs } from "./whyUs";
import { services } from "./services";
import { industries } from "./industries";
import { itConsulting } from "./itConsulting";
import { itHardware } from "./itHardware";
import { hardware } from "./hardware";
import { productCatalogue } from "./productCatalogue";
import { products } from "./products";
import { contact } from "./contact";
import { privacyPolicy } from "./privacyPolicy";
import { termsOfService } from "./termsOfService";
import { seoMetaGuide } from "./seoMetaGuide";
import { altTextGuide } from "./altTextGuide";
import { seoStrategy } from "./seoStrategy";
import { supplierRegistration } from "./supplierRegistration";
import { auth } from "./auth";
import { portal } from "./portal";
import { emails } from "./emails";
import { failures } from "./failures";
import { account } from "./account";
import { quoteRequest } from "./quoteRequest";
import { opportunities } from "./opportunities";
import { customerQuotation } from "./customerQuotation";

/** The English catalogue: the source every other language's catalogue mirrors, key for key. */
export const en = {
  shell,
  pages,
  home,
  sitemap,
  about,
  whyUs,
  services,
  industries,
  itConsulting,
  itHardware,
  hardware,
  productCatalogue,
  products,
  contact,
  privacyPolicy,
  termsOfService,
  seoMetaGuide,
  altTextGuide,
  seoStrategy,
  supplierRegistration,
  auth,
  portal,
  emails,
  failures,
  account,
  quoteRequest,
  opportunities,
  customerQuotation,
};
