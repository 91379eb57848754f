import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table mirrors the spec's (SPEC.md §2), grouped by audience. Paths match in any casing;
// server/app.ts redirects other casings of public pages to the spelling used here.
export default [
  // Marketing
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("WhyUs", "routes/marketing/why-us.tsx"),
  route("products", "routes/marketing/products.tsx"),
  route("hardware", "routes/marketing/hardware.tsx"),
  route("AreaWeServe", "routes/marketing/industries.tsx"),
  route("ItConsulting", "routes/marketing/it-consulting.tsx"),
  route("ItHardware", "routes/marketing/it-hardware.tsx"),
  route("contact", "routes/marketing/contact.tsx"),

  // Sign-in and passwords
  route("supplier-login", "routes/auth/supplier-login.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("sign-out", "routes/auth/sign-out.ts"),
  route("set-password", "routes/auth/set-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),

  // Supplier portal
  route("SupplierRegistration", "routes/portal/supplier-registration.tsx"),
  route("supplier-dashboard", "routes/portal/supplier-dashboard.tsx"),
  route("supplier-dashboard/security", "routes/portal/supplier-security.tsx"),
  route("supplier-dashboard/profile", "routes/portal/supplier-profile.tsx"),
  route("supplier-dashboard/document", "routes/portal/supplier-document.ts"),
  route("supplier-dashboard/receipts/:paymentId", "routes/portal/supplier-receipt.ts"),
  route("payment-required", "routes/portal/payment-required.tsx"),
  route("payment-required/authenticate", "routes/portal/payment-authenticate.tsx"),

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
  ]),

  // Footer-only pages
  route("privacy-policy", "routes/marketing/privacy-policy.tsx"),
  route("terms-of-service", "routes/marketing/terms-of-service.tsx"),
  route("sitemap", "routes/marketing/sitemap.tsx"),
  route("seo-meta-guide", "routes/marketing/seo-meta-guide.tsx"),
  route("alt-text-guide", "routes/marketing/alt-text-guide.tsx"),
  route("seo-strategy", "routes/marketing/seo-strategy.tsx"),

  // Resources
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("api/webhooks/stripe", "routes/api/stripe-webhook.ts"),

  // Anything else
  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
