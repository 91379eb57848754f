import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { inputClass } from "~/components/ui/form-field";
import { SubmitButton } from "~/components/ui/submit-button";

interface StepUp {
  fields: Array<[string, string]>;
  offerCode: boolean;
  error: string | null;
}

/** Whether an action's reply asks for proof of identity (routes/auth/step-up.server.ts). */
function stepUpOf(reply: unknown): StepUp | null {
  return reply && typeof reply === "object" && "stepUp" in reply ? (reply as { stepUp: StepUp }).stepUp : null;
}

/**
 * Asks for the password (or a code from the authenticator app) before a sensitive change, and sends
 * the change again with it: what was entered is kept. Works without JavaScript.
 */
export function StepUpPrompt({ reply, forDownload = false }: { reply: unknown; forDownload?: boolean }) {
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  const stepUp = stepUpOf(reply);
  if (!stepUp) return null;
  return (
    <section aria-labelledby="step-up" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-6 shadow-sm">
      <h2 id="step-up" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <ShieldAlert aria-hidden className="size-5" /> {t("stepUp.title")}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-slate-700">
        {forDownload ? t("stepUp.downloadIntro") : t("stepUp.intro")}
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
        {stepUp.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {stepUp.error ? (
          <p
            id="step-up-error"
            role="alert"
            className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {stepUp.error}
          </p>
        ) : null}
        <div>
          <label htmlFor="step-up-password" className="block text-sm font-medium text-navy-900">
            {t("stepUp.password")}
          </label>
          <input
            id="step-up-password"
            name="stepUpPassword"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            autoFocus
            aria-describedby={stepUp.error ? "step-up-error" : undefined}
            className={inputClass}
          />
        </div>
        {stepUp.offerCode ? (
          <div>
            <label htmlFor="step-up-code" className="block text-sm font-medium text-navy-900">
              {t("stepUp.code")}
            </label>
            <input
              id="step-up-code"
              name="stepUpCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              className={`${inputClass} font-mono tracking-widest`}
            />
          </div>
        ) : null}
        <SubmitButton
          busy={busy}
          className="justify-self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          {forDownload ? t("stepUp.download") : t("stepUp.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
