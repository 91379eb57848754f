import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

const fillable = "input:not([type=submit],[type=button],[type=reset],[type=image]), select, textarea";

/** The name of the field an event or the focus is on, or undefined for anything without one. */
function fieldName(target: EventTarget | Element | null): string | undefined {
  const name = (target as { name?: unknown } | null)?.name;
  return typeof name === "string" && name ? name : undefined;
}

/**
 * Conform's useForm, validated by the form's zod schema in the browser too. The schema (and zod) is
 * loaded only when the visitor first focuses the form, so it stays out of the page's first load;
 * fields left before it arrives are checked as it does. Spread `events` onto the <Form>.
 */
export function useValidatedForm<Schema extends $ZodType<Record<string, any>, Record<string, any>>>(
  loadSchema: () => Promise<Schema>,
  options: {
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Parameters<typeof useForm<input<Schema>>>[0]["defaultValue"];
  },
) {
  const [validate, setValidate] =
    useState<(formData: FormData) => Submission<input<Schema>, string[], output<Schema>>>();
  const started = useRef(false);
  const onFocus = useCallback(() => {
    if (started.current) return;
    started.current = true;
    Promise.all([loadSchema(), import("./parse-form")]).then(
      ([schema, { parseForm }]) => setValidate(() => (formData: FormData) => parseForm(formData, schema)),
      () => (started.current = false),
    );
  }, [loadSchema]);

  // A field is checked when it loses focus. If focus left because the visitor pressed on another
  // control, the check waits until the press ends: a message appearing between mouse-down and
  // mouse-up would move that control and lose the click.
  const pressing = useRef(false);
  const waiting = useRef<string[]>([]);
  // A message only the server can give (a file's type, read from its content) stays until its field
  // changes: the browser's check, run on any field, answers for the whole form and would drop it.
  const changedSinceAnswer = useRef(new Set<string>());
  useEffect(() => changedSinceAnswer.current.clear(), [options.lastResult]);
  const keepingServerErrors = (submission: Submission<input<Schema>, string[], output<Schema>>) => {
    const serverErrors = options.lastResult?.error ?? {};
    const kept = Object.keys(serverErrors).filter((name) => name && !changedSinceAnswer.current.has(name));
    if (kept.length === 0) return submission;
    // Conform keeps a field's message where a check answers null for it.
    const unjudged = Object.fromEntries(kept.map((name) => [name, null]));
    return {
      ...submission,
      reply: (...args: Parameters<typeof submission.reply>) => {
        const reply = submission.reply(...args);
        return { ...reply, error: { ...unjudged, ...reply.error } };
      },
    };
  };
  const [form, fields] = useForm<input<Schema>, output<Schema>, string[]>({
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => keepingServerErrors(validate(formData)) : undefined,
  });
  const check = (name: string) => {
    if (pressing.current) waiting.current.push(name);
    else form.validate({ name });
  };
  // As the check arrives, it looks at the fields the visitor has already left, and again at the
  // errors the server gave, on the values in the fields now: one corrected meanwhile loses its error.
  const leftBeforeCheck = useRef(new Set<string>());
  useEffect(() => {
    if (!validate) return;
    // Not the field the visitor is in again: it is checked when they leave it.
    const inField = fieldName(document.activeElement);
    const left = [...leftBeforeCheck.current].filter((name) => name !== inField);
    for (const name of new Set([...left, ...Object.keys(form.allErrors)])) if (name) check(name);
    // Only as the check arrives; later changes are checked as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validate]);
  // A form sent before the page's scripts ran comes back as a new page showing its errors, scrolled
  // to the top. Once the scripts run, the first field to correct takes the focus, as it does after
  // a check in the page (Conform focuses it then).
  const sentBeforeScripts = useRef(options.lastResult?.status === "error");
  useEffect(() => {
    if (!sentBeforeScripts.current) return;
    sentBeforeScripts.current = false;
    // Not from under a visitor who has already started correcting a field.
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(form.id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.id]);
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // Only what the visitor fills in. A submit button named "intent" loses the focus to the first
    // field in error as the server's answer arrives: checking it would check the form in the
    // browser again, whose result replaces the server's and drops what only the server can judge
    // (an attachment's type, say).
    if (!event.target.matches(fillable)) return;
    const name = fieldName(event.target);
    if (!name) return;
    if (validate) check(name);
    else leftBeforeCheck.current.add(name);
  };
  const onPointerDown = () => {
    pressing.current = true;
    // After the click that follows (the control under the pointer has had it), or once a press
    // that turned into a scroll is cancelled.
    const release = () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      setTimeout(() => {
        pressing.current = false;
        for (const name of waiting.current.splice(0)) form.validate({ name });
      });
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
  };
  // On input, not change: Conform checks on input, and a file field reports change only after it.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldName(event.target);
    if (name) changedSinceAnswer.current.add(name);
  };
  return { form, fields, events: { onFocus, onBlur, onPointerDown, onInput } };
}
