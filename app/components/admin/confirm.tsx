import type { ReactNode } from "react";

/** The box an admin ticks before an action that cannot be undone, with the refusal when it was not. */
export function Confirm(props: { id: string; error?: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <label htmlFor={props.id} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={props.id}
          type="checkbox"
          name="confirm"
          value="yes"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${props.id}-error`}
          className="mt-0.5 size-4 accent-brand-600"
        />
        <span>{props.children}</span>
      </label>
      <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700 empty:hidden">
        {props.error}
      </p>
    </div>
  );
}
