import { describe, expect, it } from "vitest";
import { TRUSTED_BROWSER_SECONDS } from "~/auth/auth.server";
import { linkLifetimeHours } from "~/auth/link-lifetimes";
import { STEP_UP_MINUTES } from "~/auth/step-up.server";
import { DAY } from "~/lib/dates";
import { MAX_QUOTE_FILE_BYTES } from "~/quotes/quote-rules";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import { reminderDays } from "~/suppliers/subscriptions.server";
import { ar } from "./catalogues/ar";
import { en } from "./catalogues/en";

// The copy states some of the code's limits in words, as a person writes them ("expires in 72
// hours", "خلال 30 يومًا"), which a placeholder cannot do in Arabic's six plural forms without
// making every sentence a template. Each limit's value lives in its constant; these tests hold
// every sentence that states it to that value, so changing one without the other fails here.

const MB = 1024 * 1024;

interface StatedLimit {
  /** The limit as the code has it. */
  inCode: unknown;
  /** The limit the sentences below were written for. */
  inCopy: unknown;
  /** Each sentence that states it, with the words it states it in. */
  sentences: Array<[sentence: string, words: string]>;
}

const statedLimits: Record<string, StatedLimit> = {
  "a set-password link's life, in hours": {
    inCode: linkLifetimeHours.set_password,
    inCopy: 72,
    sentences: [
      [en.emails.approved.setPassword, "expires in 72 hours"],
      [ar.emails.approved.setPassword, "بعد 72 ساعة"],
    ],
  },
  "a password-reset link's life, in hours": {
    inCode: linkLifetimeHours.reset_password,
    inCopy: 1,
    sentences: [
      [en.emails.passwordReset.preview, "expires in one hour"],
      [en.emails.passwordReset.choose, "expires in one hour"],
      [en.auth.resetPassword.intro, "for one hour"],
      [ar.emails.passwordReset.preview, "بعد ساعة"],
      [ar.emails.passwordReset.choose, "بعد ساعة"],
      [ar.auth.resetPassword.intro, "لمدة ساعة"],
    ],
  },
  "a resubmission link's life, in days": {
    inCode: linkLifetimeHours.resubmit_registration / 24,
    inCopy: 30,
    sentences: [
      [en.emails.rejected.resubmit, "for 30 days"],
      [ar.emails.rejected.resubmit, "خلال 30 يومًا"],
    ],
  },
  "a trusted browser's life, in days": {
    inCode: (TRUSTED_BROWSER_SECONDS * 1000) / DAY,
    inCopy: 30,
    sentences: [
      [en.auth.code.trustBrowser, "for 30 days"],
      [en.auth.code.trustHint, "For 30 days"],
      [ar.auth.code.trustBrowser, "لمدة 30 يومًا"],
      [ar.auth.code.trustHint, "طوال 30 يومًا"],
    ],
  },
  "how recent a sign-in a sensitive change needs, in minutes": {
    inCode: STEP_UP_MINUTES,
    inCopy: 10,
    sentences: [
      [en.account.stepUp.intro, "within the last 10 minutes"],
      [ar.account.stepUp.intro, "خلال آخر 10 دقائق"],
    ],
  },
  "the days before its end on which a subscription's renewal is reminded": {
    inCode: [...reminderDays],
    inCopy: [30, 7, 1],
    sentences: [
      [en.portal.dashboard.renewLater, "30 days, 7 days and the day before it ends"],
      [ar.portal.dashboard.renewLater, "قبل انتهائه بثلاثين يومًا وبسبعة أيام وبيوم واحد"],
    ],
  },
  "the largest bill of materials or quotation PDF, in MB": {
    inCode: MAX_QUOTE_FILE_BYTES / MB,
    inCopy: 5,
    sentences: [
      [en.quoteRequest.form.attachment, "up to 5 MB"],
      [en.quoteRequest.errors.attachmentLarge, "larger than 5 MB"],
      [en.quoteRequest.tooLarge.text, "up to 5 MB"],
      [en.opportunities.form.attachmentHelp, "up to 5 MB"],
      [en.opportunities.errors.attachmentLarge, "5 MB or smaller"],
      [ar.quoteRequest.form.attachment, "حتى 5 ميغابايت"],
      [ar.quoteRequest.errors.attachmentLarge, "أكبر من 5 ميغابايت"],
      [ar.quoteRequest.tooLarge.text, "حتى 5 ميغابايت"],
      [ar.opportunities.form.attachmentHelp, "5 ميغابايت كحد أقصى"],
      [ar.opportunities.errors.attachmentLarge, "ألا يتجاوز حجم ملف PDF 5 ميغابايت"],
    ],
  },
  "the largest trade licence document, in MB": {
    inCode: MAX_DOCUMENT_BYTES / MB,
    inCopy: 5,
    sentences: [
      [en.supplierRegistration.form.document, "up to 5 MB"],
      [en.supplierRegistration.errors.documentLarge, "larger than 5 MB"],
      [ar.supplierRegistration.form.document, "حتى 5 ميغابايت"],
      [ar.supplierRegistration.errors.documentLarge, "أكبر من 5 ميغابايت"],
    ],
  },
};

describe("the copy states the limits the code applies", () => {
  it.each(Object.entries(statedLimits))("%s", (limit, { inCode, inCopy, sentences }) => {
    expect(
      inCode,
      `The copy says ${JSON.stringify(inCopy)} for ${limit}: rewrite these sentences in English and Arabic, then this test.`,
    ).toEqual(inCopy);
    for (const [sentence, words] of sentences) expect(sentence).toContain(words);
  });
});
