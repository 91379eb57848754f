import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { languages, pathInLanguage, type Language } from "./i18n/languages";
import { accountPage, pageLanguages, publicPage } from "./marketing/public-pages";

/** A public page at its English path and, once written in Arabic, its twin under /ar. */
function publicRoute(path: string, file: string) {
  return routesIn(pageLanguages(publicPage(path)), path, file);
}

/** A sign-in, password or supplier portal page: in every language, the Arabic under /ar. */
function accountRoute(path: string, file: string) {
  accountPage(path);
  return routesIn(languages, path, file);
}

function routesIn(pageLanguages: readonly Language[], path: string, file: string) {
  return pageLanguages.map((language) => {
    if (language === "en") return path === "/" ? index(file) : route(path.slice(1), file);
    const twin = pathInLanguage(path, language).slice(1);
    return route(twin, file, { id: `${language}/${file.replace(/\.tsx?$/, "")}` });
  });
}

// The route table mirrors the spec's (SPEC.md §2), grouped by audience. Paths match in any casing;
// server/app.ts redirects other casings of public pages to the spelling used here.
export default [
  // Marketing
  ...publicRoute("/", "routes/marketing/home.tsx"),
  ...publicRoute("/about", "routes/marketing/about.tsx"),
  ...publicRoute("/services", "routes/marketing/services.tsx"),
  ...publicRoute("/WhyUs", "routes/marketing/why-us.tsx"),
  ...publicRoute("/products", "routes/marketing/products.tsx"),
  ...publicRoute("/hardware", "routes/marketing/hardware.tsx"),
  ...publicRoute("/AreaWeServe", "routes/marketing/industries.tsx"),
  ...publicRoute("/ItConsulting", "routes/marketing/it-consulting.tsx"),
  ...publicRoute("/ItHardware", "routes/marketing/it-hardware.tsx"),
  ...publicRoute("/contact", "routes/marketing/contact.tsx"),

  // Sign-in and passwords
  ...accountRoute("/supplier-login", "routes/auth/supplier-login.tsx"),
  route("login", "routes/auth/login.tsx"),
  ...accountRoute("/sign-out", "routes/auth/sign-out.ts"),
  ...accountRoute("/set-password", "routes/auth/set-password.tsx"),
  ...accountRoute("/reset-password", "routes/auth/reset-password.tsx"),

  // Supplier portal
  ...publicRoute("/SupplierRegistration", "routes/portal/supplier-registration.tsx"),
  ...accountRoute("/supplier-dashboard", "routes/portal/supplier-dashboard.tsx"),
  ...accountRoute("/supplier-dashboard/security", "routes/portal/supplier-security.tsx"),
  ...accountRoute("/supplier-dashboard/profile", "routes/portal/supplier-profile.tsx"),
  route("supplier-dashboard/document", "routes/portal/supplier-document.ts"),
  route("supplier-dashboard/receipts/:paymentId", "routes/portal/supplier-receipt.ts"),
  ...accountRoute("/payment-required", "routes/portal/payment-required.tsx"),
  ...accountRoute("/payment-required/authenticate", "routes/portal/payment-authenticate.tsx"),
  route("payment-required/status", "routes/portal/payment-status.ts"),
  ...accountRoute("/supplier-dashboard/opportunities", "routes/portal/opportunities.tsx"),
  ...accountRoute("/supplier-dashboard/opportunities/:id", "routes/portal/opportunity.tsx"),
  route("supplier-dashboard/opportunities/:id/quotation.pdf", "routes/portal/quotation-attachment.ts"),

  // Quote requests from buyers (no account): the basket and its form, and the confirmation
  ...accountRoute("/quote-request", "routes/quotes/quote-request.tsx"),
  ...accountRoute("/quote-request/sent", "routes/quotes/quote-request-sent.tsx"),

  // Admin: every loader and action calls requireAdmin (tests/e2e/supplier-journey.spec.ts walks these routes)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("suppliers", "routes/admin/suppliers.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("contacts.csv", "routes/admin/contacts-export.ts"),
    route("contacts/:id", "routes/admin/contact.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("payments.csv", "routes/admin/payments-export.ts"),
    route("payments/:id/receipt", "routes/admin/payment-receipt.ts"),
    route("audit", "routes/admin/audit.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("supplier/:id", "routes/admin/supplier.tsx"),
    route("supplier/:id/document", "routes/admin/supplier-document.ts"),
    route("subscription-settings", "routes/admin/subscription-settings.tsx"),
    route("security", "routes/admin/security.tsx"),
    route("confirm", "routes/admin/confirm.tsx"),
    route("quotes", "routes/admin/quotes.tsx"),
    route("quotes.csv", "routes/admin/quotes-export.ts"),
    route("quotations.csv", "routes/admin/quotations-export.ts"),
    route("quotes/:id", "routes/admin/quote.tsx"),
    route("quotes/:id/files/:fileId", "routes/admin/quote-file.ts"),
  ]),

  // Footer-only pages
  ...publicRoute("/privacy-policy", "routes/marketing/privacy-policy.tsx"),
  ...publicRoute("/terms-of-service", "routes/marketing/terms-of-service.tsx"),
  ...publicRoute("/sitemap", "routes/marketing/sitemap.tsx"),
  ...publicRoute("/seo-meta-guide", "routes/marketing/seo-meta-guide.tsx"),
  ...publicRoute("/alt-text-guide", "routes/marketing/alt-text-guide.tsx"),
  ...publicRoute("/seo-strategy", "routes/marketing/seo-strategy.tsx"),

  // Resources
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("api/webhooks/stripe", "routes/api/stripe-webhook.ts"),

  // Anything else
  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
