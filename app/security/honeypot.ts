/**
 * The name of the field every public form hides from people and assistive technology. Bots fill
 * in every field they find, which gives them away. A name no browser autofills.
 */
export const honeypotField = "fax";

/** Whether a form was sent by a bot: its hidden field is filled in. Such a form is thanked and dropped. */
export function sentByBot(formData: FormData): boolean {
  const value = formData.get(honeypotField);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
