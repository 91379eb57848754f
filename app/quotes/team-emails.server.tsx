import { paragraphStyle, renderEmail, type RenderedEmail } from "~/email/layout.server";
import type { CompanyFacts } from "~/settings/company";

// To the team, in English like the admin area.

/** A request's deadline has passed: what came in, and where to compare it. */
export function quotationsClosedEmail(
  company: CompanyFacts,
  request: { reference: string; company: string; invited: number; answered: number; url: string },
): RenderedEmail {
  const summary = `${request.answered} of ${request.invited} invited suppliers quoted on ${request.reference} (${request.company}) before the deadline.`;
  return renderEmail({
    company,
    subject: `Quotations closed: ${request.reference}, ${request.answered} of ${request.invited} answered`,
    preview: "The deadline has passed: compare the quotations and award.",
    text: `${summary}\n\nCompare and award: ${request.url}`,
    body: (
      <>
        <p style={paragraphStyle}>{summary}</p>
        <p style={paragraphStyle}>
          <a href={request.url}>Compare the quotations and award</a>
        </p>
      </>
    ),
  });
}
