import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FailureKey } from "~/lib/errors";
import { catalogueFor } from "~/i18n/catalogues.server";
import { pageFor } from "~/marketing/page-description.server";
import { TranslationProvider } from "~/i18n/translation-provider";
import { PaymentRequired, type PaymentPageData } from "./payment-required";
import { PaymentSummary } from "./payment-summary";

// The words the root loader gives the payment page.
const english = pageFor("/payment-required").translations;

const page: PaymentPageData = {
  email: "accounts@gulf-racks.ae",
  companyName: "Gulf Racks Trading LLC",
  product: "Falcon Edge IT",
  supportEmail: "info@falconedge-it.ae",
  testMode: true,
  stripePublishableKey: null,
  step: null,
  closed: false,
  plans: [],
  quote: {
    kind: "registration",
    planId: "5b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e",
    planLabel: "Standard",
    years: 1,
    registrationFee: "₹500.00",
    subscription: "₹2,000.00",
    vat: { rate: "5%", amount: "₹119.05", included: true },
    total: "₹2,500",
    totalFigure: "₹2,500.00",
  },
  link: { id: "0c1e5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e", secondsLeft: 300 },
  payment: null,
};

function render(data: PaymentPageData): string {
  const Stub = createRoutesStub([{ path: "/payment-required", Component: () => <PaymentRequired {...data} /> }]);
  return renderToString(
    <TranslationProvider translations={english}>
      <Stub initialEntries={["/payment-required?email=accounts%40gulf-racks.ae"]} />
    </TranslationProvider>,
  );
}

const registrationCopy = "pay the one-time registration fee";

describe("the payment page's words", () => {
  it("ask a new supplier for the registration fee with the plan, and say the total before the card form opens", () => {
    const html = render(page);
    expect(html).toContain(registrationCopy);
    expect(html.replace(/<!-- -->/g, "")).toMatch(/<dt[^>]*>Total<\/dt><dd[^>]*><bdi>₹2,500<\/bdi><\/dd>/);
  });

  it("speak of a renewal, without a registration fee, and offer the plans", () => {
    const html = render({
      ...page,
      quote: { ...page.quote, kind: "renewal", registrationFee: "₹0", total: "₹2,000" },
      plans: [
        { id: page.quote.planId, label: "Standard", years: 1, price: "₹2,000" },
        { id: "6b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e", label: "Enterprise", years: 3, price: "₹5,000" },
      ],
    });
    expect(html).not.toContain(registrationCopy);
    expect(html).toContain("Renew your subscription");
    expect(html).toContain("Plan for the next period");
    expect(html).toContain("Enterprise, 3 years");
  });

  it("no longer ask for anything once the payment has succeeded", () => {
    const html = render({
      ...page,
      payment: {
        id: "7b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e",
        kind: "registration",
        status: "succeeded",
        activated: true,
        message: null,
      },
      closed: true,
    });
    expect(html).toContain("Your subscription is now active.");
    expect(html).not.toContain(registrationCopy);
    // The quote is by then the next renewal's: no total that is not what was paid.
    expect(html).not.toContain(">Total<");
  });

  it("follow the spec when the server finds the payment link expired: support or a new link, not another card", () => {
    const html = render({
      ...page,
      step: "pay",
      lastResult: { status: "error", error: { "": ["Payment link has expired"] }, failure: "paymentLinkExpired" },
    });
    expect(html).toContain("Payment Failed");
    expect(html).toContain("go back to generate a new payment link");
    expect(html).toContain("Generate New Payment Link");
    expect(html).not.toContain("try a different payment method");
  });

  it("advise a different payment method once, where the bank's message has already said so", () => {
    const failed = (message: string, failure: FailureKey) =>
      render({ ...page, step: "pay", lastResult: { status: "error", error: { "": [message] }, failure } });
    const declined = failed("Your card was declined.", "cardDeclined");
    expect(declined).toContain("Please try a different payment method, or contact support at");
    const notAuthenticated = failed(
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      "authenticationFailed",
    );
    expect(notAuthenticated).toContain("If it happens again, please contact support at");
    expect(notAuthenticated).not.toContain("Please try a different payment method");
    // The provider did not answer: the payment may have gone through.
    const unknown = failed("We could not confirm your payment yet.", "unavailable");
    expect(unknown).toContain("If it happens again, please contact support at");
    expect(unknown).not.toContain("Please try a different payment method");
    // Nothing a card could mend: a plan no longer offered, nothing left to pay.
    for (const [message, failure] of [
      ["Please choose one of the plans shown.", "planNotOffered"],
      ["There is nothing to pay on this account at the moment.", "nothingToPay"],
    ] as const) {
      expect(failed(message, failure)).not.toContain("Please try a different payment method");
    }
  });

  it("take the advice from which failure it was, whatever language the page is in", () => {
    const result = (status: string, message: string | null, failure: FailureKey | null) =>
      render({
        ...page,
        payment: {
          id: "8b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e",
          kind: "registration",
          status,
          activated: false,
          message,
          failure,
        },
      });
    // A refusal the page shows in Arabic still gets the advice its kind calls for.
    const notAuthenticated = result("failed", "تعذّر التحقق من وسيلة الدفع.", "authenticationFailed");
    expect(notAuthenticated).toContain("If it happens again, please contact support at");
    expect(result("failed", "Your card was declined.", "cardDeclined")).toContain(
      "Please try a different payment method, or contact support at",
    );
    // Words the catalogue does not know (a bank's own): another card may well help.
    expect(result("failed", "Do not honour.", null)).toContain("Please try a different payment method");
    // Paid, but not recorded: another card would charge the supplier twice.
    const notRecorded = result("succeeded", null, null);
    expect(notRecorded).toContain("Payment succeeded but failed to update records");
    expect(notRecorded).not.toContain("Please try a different payment method");
  });

  it("wait for a payment the card processor has not decided, without asking for another card", () => {
    const withPayment = (status: string) =>
      render({
        ...page,
        payment: {
          id: "9b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e",
          kind: "registration",
          status,
          activated: false,
          message: null,
        },
      });
    const pending = withPayment("processing");
    expect(pending).toContain("Confirming Your Payment");
    expect(pending).toMatch(/role="status"[^>]*>[^<]*Please do not pay again in the meantime\./);
    expect(pending).not.toContain("Payment Failed");
    expect(pending).not.toContain("Try Again");
    // Closing would show the same wait: paying again is refused until the bank has decided.
    expect(pending).not.toContain(">Close<");
    // The server's HTML, all a browser without JavaScript has, does not promise that it updates itself.
    expect(pending).toContain("Select Check Again to see whether it is known.");
    expect(pending).not.toContain("by itself");
    // Without JavaScript, a link that asks again for this payment's outcome.
    expect(pending).toMatch(
      /href="\/payment-required\?email=accounts%40gulf-racks\.ae&amp;payment=9b1f5c1e-[^"]*"[^>]*>Check Again</,
    );
    // 3-D Secure left unanswered: a new attempt can go ahead, with this card or another.
    const unauthenticated = withPayment("requires_action");
    expect(unauthenticated).toContain("Authentication was not completed.");
    expect(unauthenticated).toContain("Please try a different payment method, or contact support at");
  });

  it("say how much VAT the total includes, or show the VAT added as a line of its own", () => {
    // React marks where one piece of text ends and the next begins; a reader sees one sentence.
    const summary = (data: PaymentPageData) =>
      renderToString(
        <TranslationProvider translations={english}>
          <PaymentSummary data={data} />
        </TranslationProvider>,
      ).replaceAll("<!-- -->", "");
    const included = summary(page);
    expect(included).toContain("Includes VAT at 5%: ₹119.05");
    expect(included).not.toContain("VAT (5%)");
    const added = summary({
      ...page,
      quote: {
        ...page.quote,
        vat: { rate: "5%", amount: "₹125.00", included: false },
        total: "₹2,625",
        totalFigure: "₹2,625.00",
      },
    });
    expect(added).toContain("VAT (5%)");
    // The breakdown's total lines up with its other figures.
    expect(added).toContain("<dt>Total</dt><dd><bdi>₹2,625.00</bdi></dd>");
    expect(added).not.toContain("Includes VAT");
    const untaxed = summary({ ...page, quote: { ...page.quote, vat: null } });
    expect(untaxed).not.toContain("VAT");
  });

  it("are Arabic on the Arabic page, with the address and amounts kept left to right", () => {
    const arabic = pageFor("/ar/payment-required").translations;
    const Stub = createRoutesStub([{ path: "/ar/payment-required", Component: () => <PaymentRequired {...page} /> }]);
    const html = renderToString(
      <TranslationProvider translations={arabic}>
        <Stub initialEntries={["/ar/payment-required?email=accounts%40gulf-racks.ae"]} />
      </TranslationProvider>,
    );
    const { portal } = catalogueFor("ar");
    expect(html).toContain(portal.payment.registrationIntro);
    expect(html).toContain(portal.payment.proceed);
    expect(html).toContain("<bdi>accounts@gulf-racks.ae</bdi>");
    expect(html).toContain('href="/ar/payment-required?email=accounts%40gulf-racks.ae&amp;step=pay"');
    expect(html).not.toContain(registrationCopy);
  });
});
