import type { ButtonHTMLAttributes } from "react";

/**
 * A form's submit button that ignores presses while the form is on its way. It is not `disabled`
 * then: a disabled button loses the focus, which would leave a keyboard or screen-reader user at
 * the top of the page after every submission.
 */
export function SubmitButton({
  busy,
  className = "",
  onClick,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      type="submit"
      {...button}
      aria-disabled={busy || undefined}
      onClick={(event) => (busy ? event.preventDefault() : onClick?.(event))}
      className={`${className} aria-disabled:opacity-60`}
    />
  );
}
