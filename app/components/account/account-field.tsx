import { inputClass } from "~/components/ui/form-field";

/**
 * One field of a security-page form: a password, a code from an authenticator app, or a short name.
 * Its error comes from the reply of the form it belongs to; `form` keeps ids apart between forms.
 */
export function AccountField(props: {
  form: string;
  name: string;
  label: string;
  kind: "password" | "code" | "name";
  errors: Record<string, string[] | null>;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
  maxLength?: number;
}) {
  const { form, name, kind, errors, hint } = props;
  const id = `${form}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {props.label}
      </label>
      <input
        id={id}
        name={name}
        type={kind === "password" ? "password" : "text"}
        autoComplete={kind === "password" ? "current-password" : kind === "code" ? "one-time-code" : "off"}
        spellCheck={false}
        dir={kind === "name" ? "auto" : "ltr"}
        required={props.required ?? kind !== "name"}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`}
        className={`${inputClass} mt-1 ${kind === "code" ? "font-mono tracking-widest" : ""}`}
      />
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700 empty:hidden">
        {errors[name]?.[0]}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
