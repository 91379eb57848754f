import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A page's `shouldRevalidate`: after its action was refused because the record changed meanwhile
 * (409: approved in another tab, a quotation revised while comparing), the page reads the record
 * again. React Router does not reload a page's data after an action answered 4xx, which would leave
 * the page showing what the refusal has just said is out of date.
 */
export function reloadAfterConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return actionStatus === 409 || defaultShouldRevalidate;
}
