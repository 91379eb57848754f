import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";
import { honeypotField } from "~/security/honeypot";

// Read-only is styled by aria-readonly, not :read-only: every <select> matches :read-only and
// would look disabled.
export const inputClass =
  "mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-invalid:border-red-600 aria-readonly:cursor-default aria-readonly:border-slate-200 aria-readonly:bg-slate-100 aria-readonly:text-slate-600 aria-readonly:shadow-none aria-readonly:focus:ring-0";

type Field = Pick<FieldMetadata<unknown>, "id" | "errorId" | "errors">;

/** A label, its control and the field's error message, wired together for screen readers. */
export function FormField(props: { label: string; field: Field; optional?: boolean; children: ReactNode }) {
  const { label, field, optional, children } = props;
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-navy-900">
        {label}
        {optional ? <span className="font-normal text-slate-500"> {t("form.optional")}</span> : null}
      </label>
      {children}
      <p id={field.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
        {field.errors?.[0]}
      </p>
    </div>
  );
}

/** A labelled drop-down list with a prompt as its empty first choice. */
export function SelectField(props: {
  label: string;
  field: FieldMetadata<string>;
  prompt: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  autoComplete?: string;
}) {
  return (
    <FormField label={props.label} field={props.field}>
      <select {...getSelectProps(props.field)} className={inputClass} autoComplete={props.autoComplete}>
        <option value="">{props.prompt}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The form-level message (rate limit, service unavailable) above the fields. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  const message = errors?.[0];
  const alert = useRef<HTMLParagraphElement>(null);
  const settled = useNavigation().state === "idle";
  // The message sits at the top of the form, often above the screen of a phone whose visitor has
  // just pressed the button at the bottom: once the answer is in, it is brought into view (the
  // focus stays on the button), also when a second try is refused with the same words.
  useEffect(() => {
    if (settled) alert.current?.scrollIntoView({ block: "nearest" });
  }, [settled, message]);
  if (!message) return null;
  return (
    <p ref={alert} id={id} role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** A field hidden from people and assistive technology; bots fill it in, which gives them away. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    // Pushed out on the start side: on a right-to-left page, that side does not scroll.
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="honeypot">{t("form.honeypot")}</label>
      <input id="honeypot" type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** What a form shows once it has been sent. */
export function SentConfirmation({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const local = useLocalPath();
  return (
    <div role="status" className="py-6 text-center">
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-600" />
      <h2 className="mt-4 text-2xl font-bold text-navy-900">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">{children}</p>
      <Link
        to={local("/")}
        className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
      >
        {t("errors.backHome")}
      </Link>
    </div>
  );
}
