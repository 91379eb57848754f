import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useRef, useState } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

/**
 * Conform's useForm, validated by the form's zod schema in the browser too. The schema (and zod) is
 * loaded only when the visitor first focuses the form, so it stays out of the page's first load;
 * until it arrives the server's check is the only one. Spread `onFocus` onto the <Form>.
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

  const [form, fields] = useForm<input<Schema>, output<Schema>, string[]>({
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  return { form, fields, onFocus };
}
