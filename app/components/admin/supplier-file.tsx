import { Confirm } from "./confirm";
import { useTranslation } from "react-i18next";
import { englishName, type Language } from "~/i18n/languages";
import type { SubmissionResult } from "@conform-to/react";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Card, Facts } from "./card";
import { categoryLabel } from "~/suppliers/registration-options";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, inputClass } from "~/components/ui/form-field";
import { allows, statusLabels, type LifecycleAction, type SupplierStatus } from "~/suppliers/lifecycle";
import { extensionMonths } from "~/suppliers/decision-form";
import { PaymentStatus, InvoiceLink } from "~/components/portal/payment-status";
import { TableHead } from "~/components/ui/table-head";
import { formatFileSize } from "~/lib/file-size";
import { formatDateTime, formatYears } from "~/lib/dates";
import { SubmitButton } from "~/components/ui/submit-button";
import { SidewaysScroll } from "~/components/ui/sideways-scroll";
import { linkLifetimeHours } from "~/auth/link-lifetimes";

interface SupplierView {
  id: string;
  status: SupplierStatus;
  companyName: string;
  tradeLicenceNumber: string;
  trn: string | null;
  yearsInBusiness: number;
  website: string | null;
  country: string;
  city: string;
  address: string;
  contactName: string;
  contactRole: string;
  email: string;
  phone: string;
  /** tel: with the country code, when the number could be read. */
  callHref: string | null;
  productCategories: string[];
  brands: string;
  note: string | null;
  rejectionReason: string | null;
  language: Language;
}

export function SupplierDetails(props: {
  supplier: SupplierView;
  plan: { label: string; years: number; price: string };
  document?: { fileName: string; contentType: string; sizeBytes: number; uploadedAt: string | Date };
  /** Other registrations with the same trade licence number or TRN: the oldest few, and whether there are more. */
  sharingPapers: {
    shown: Array<{ id: string; companyName: string; status: SupplierStatus; sameLicence: boolean; sameTrn: boolean }>;
    more: boolean;
  };
}) {
  const { supplier, plan, document, sharingPapers } = props;
  const { t } = useTranslation();
  return (
    <>
      {sharingPapers.shown.length ? (
        <section aria-labelledby="sharing-papers" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <h2 id="sharing-papers" className="font-semibold">
            Other registrations with the same papers
          </h2>
          <ul className="mt-1 list-disc ps-5">
            {sharingPapers.shown.map((other) => (
              <li key={other.id}>
                <Link to={`/admin/supplier/${other.id}`} dir="auto" className="font-medium underline">
                  {other.companyName}
                </Link>{" "}
                ({statusLabels[other.status]}):{" "}
                {[other.sameLicence ? "trade licence number" : "", other.sameTrn ? "TRN" : ""]
                  .filter(Boolean)
                  .join(" and ")}
              </li>
            ))}
          </ul>
          {sharingPapers.more ? (
            <p className="mt-1">
              There are more:{" "}
              <Link
                to={`/admin/suppliers?q=${encodeURIComponent(supplier.tradeLicenceNumber)}`}
                className="font-medium underline"
              >
                find licence {supplier.tradeLicenceNumber} in the suppliers list
              </Link>
              .
            </p>
          ) : null}
          <p className="mt-1 text-xs">
            A branch may share a licence; a second registration of the same company, or another company&apos;s papers,
            should not be approved.
          </p>
        </section>
      ) : null}
      {supplier.rejectionReason ? (
        <p className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          <strong>Rejected:</strong> {supplier.rejectionReason}
        </p>
      ) : null}
      <Card title="Company">
        <Facts
          rows={[
            ["Legal name", supplier.companyName],
            ["Trade licence number", supplier.tradeLicenceNumber],
            ["TRN", supplier.trn],
            ["Years in business", supplier.yearsInBusiness],
            ["Website", supplier.website],
            ["Address", `${supplier.address}, ${supplier.city}, ${supplier.country}`],
          ]}
        />
      </Card>
      <Card title="Contact person">
        <Facts
          rows={[
            [
              "Name",
              <bdi key="name">
                {supplier.contactName} ({supplier.contactRole})
              </bdi>,
            ],
            ["Language", englishName[supplier.language]],
            [
              "Email",
              <a key="email" href={`mailto:${supplier.email}`} className="text-brand-700 underline">
                {supplier.email}
              </a>,
            ],
            [
              "Phone",
              supplier.callHref ? (
                <a key="phone" href={supplier.callHref} dir="ltr" className="text-brand-700 underline">
                  {supplier.phone}
                </a>
              ) : (
                supplier.phone
              ),
            ],
          ]}
        />
      </Card>
      <Card title="Supply and plan">
        <Facts
          rows={[
            ["Categories", supplier.productCategories.map(categoryLabel).join(", ")],
            ["Brands", supplier.brands],
            ["Plan", `${plan.label}, ${formatYears(plan.years, t)}, ${plan.price}`],
            ["Note from the supplier", supplier.note],
          ]}
        />
      </Card>
      <Card title="Trade licence">
        {document ? (
          <a
            href={`/admin/supplier/${supplier.id}/document`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
          >
            <FileText aria-hidden className="size-4" />
            Open {document.fileName} ({formatFileSize(document.sizeBytes, t)})
          </a>
        ) : (
          <p className="text-sm text-slate-600">No document was uploaded with this registration.</p>
        )}
      </Card>
    </>
  );
}

/** The transitions the supplier's current state allows, each its own form. */
export function DecisionPanel(props: {
  status: SupplierStatus;
  expiresAt: Date | string | null;
  /** Whether a trade licence came with the registration: what the approval confirms was checked. */
  hasDocument: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const busy = useNavigation().state === "submitting";
  const { status, lastResult } = props;
  const failed = lastResult?.status === "error";
  const errors = failed ? (lastResult.error ?? {}) : {};
  const typed = (name: string) =>
    failed ? String((lastResult.initialValue as Record<string, unknown>)?.[name] ?? "") : "";
  // Each form shows its own errors only.
  const intent = failed ? typed("intent") : "";
  const errorsOf = (formIntent: string) => (intent === formIntent ? errors : {});
  return (
    <Card title="Actions">
      <FormAlert id="decision-error" errors={errors[""] ?? undefined} />
      <div className="space-y-5 [&>*+*]:border-t [&>*+*]:border-slate-200 [&>*+*]:pt-5">
        {allows("approve", status) ? (
          <Form method="post">
            <p className="text-sm text-slate-600">
              Approving creates the supplier's sign-in and emails a link to set a password, valid for{" "}
              {linkLifetimeHours.set_password} hours.
            </p>
            <Confirm id="confirm-approve" error={errorsOf("approve").confirm?.[0]}>
              {props.hasDocument
                ? "I have checked the registration and the trade licence."
                : "I have checked the registration, which came without a trade licence."}
            </Confirm>
            <ActionButton intent="approve" busy={busy} className="bg-green-700 text-white hover:bg-green-800">
              Approve registration
            </ActionButton>
          </Form>
        ) : null}
        {allows("reject", status) ? (
          <Form method="post">
            <NoteField
              name="reason"
              label="Reason for rejection"
              hint="Emailed to the supplier with a link to correct and resubmit the registration."
              error={errorsOf("reject").reason?.[0]}
              defaultValue={intent === "reject" ? typed("reason") : ""}
            />
            <Confirm id="confirm-reject" error={errorsOf("reject").confirm?.[0]}>
              Email this reason to the supplier.
            </Confirm>
            <ActionButton intent="reject" busy={busy} className="bg-red-700 text-white hover:bg-red-800">
              Reject registration
            </ActionButton>
          </Form>
        ) : null}
        {allows("setPassword", status) ? (
          <Form method="post">
            <p className="text-sm text-slate-600">
              The supplier has not set a password yet. A new link replaces the earlier ones and is valid for{" "}
              {linkLifetimeHours.set_password} hours.
            </p>
            <ActionButton intent="resendLink" busy={busy} className="bg-navy-900 text-white hover:bg-navy-800">
              Resend set-password link
            </ActionButton>
          </Form>
        ) : null}
        {allows("extend", status) ? (
          <Form method="post">
            <p className="text-sm text-slate-600">
              {props.expiresAt
                ? `The subscription ends on ${formatDateTime(props.expiresAt)}.`
                : "The supplier has no subscription end date."}{" "}
              An extension starts from the later of today and that date.
            </p>
            <label htmlFor="extend-months" className="mt-3 block text-sm font-medium text-navy-900">
              Extend by
            </label>
            <select
              id="extend-months"
              name="months"
              defaultValue={intent === "extend" ? typed("months") : "1"}
              className={inputClass}
            >
              {extensionMonths.map((months) => (
                <option key={months} value={months}>
                  {months === 12 ? "1 year" : months === 1 ? "1 month" : `${months} months`}
                </option>
              ))}
            </select>
            <div className="mt-3">
              <NoteField
                name="reason"
                label="Why"
                hint="For example: a goodwill month after the outage, or a payment received by bank transfer."
                error={errorsOf("extend").reason?.[0]}
                defaultValue={intent === "extend" ? typed("reason") : ""}
                idPrefix="extend"
              />
            </div>
            <Confirm id="confirm-extend" error={errorsOf("extend").confirm?.[0]}>
              Extend the subscription without a payment.
            </Confirm>
            <ActionButton intent="extend" busy={busy} className="bg-navy-900 text-white hover:bg-navy-800">
              Extend subscription
            </ActionButton>
          </Form>
        ) : null}
        {allows("suspend", status) ? (
          <Form method="post">
            <NoteField
              name="note"
              label="Note for the suspension (optional)"
              hint="The supplier is signed out at once and cannot sign in until reactivated."
              error={errorsOf("suspend").note?.[0]}
              defaultValue={intent === "suspend" ? typed("note") : ""}
            />
            <ActionButton intent="suspend" busy={busy} className="border border-red-700 text-red-800 hover:bg-red-50">
              Suspend supplier
            </ActionButton>
          </Form>
        ) : null}
        {allows("reactivate", status) ? (
          <Form method="post">
            <p className="text-sm text-slate-600">
              Reactivating returns the supplier to the state it was suspended from.
            </p>
            <ActionButton intent="reactivate" busy={busy} className="bg-navy-900 text-white hover:bg-navy-800">
              Reactivate supplier
            </ActionButton>
          </Form>
        ) : null}
      </div>
    </Card>
  );
}

/** The box an admin ticks before an action that cannot be undone; the server checks it too. */
/**
 * How the supplier signs in, and, for a supplier who lost their phone or passkeys, resetting their
 * second factor (the change asks the admin to prove who they are when it has been a while).
 */
export function SignInSecurityPanel(props: {
  status: { authenticator: boolean; passkeys: number; any: boolean };
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const busy = useNavigation().state === "submitting";
  const { status, lastResult } = props;
  const failed =
    lastResult?.status === "error" &&
    (lastResult.initialValue as Record<string, unknown> | undefined)?.intent === "resetSecondFactor";
  const error = failed ? lastResult.error?.confirm?.[0] : undefined;
  return (
    <Card title="Sign-in security">
      <Facts
        rows={[
          ["Two-step verification", status.authenticator ? "On (authenticator app)" : "Off"],
          ["Passkeys", String(status.passkeys)],
        ]}
      />
      {status.any ? (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">
            For a supplier who lost their phone or passkeys: removes the authenticator app and every passkey, and ends
            all their sessions. They are emailed.
          </p>
          <Confirm id="confirm-reset-second-factor" error={error}>
            I have confirmed the supplier's identity by phone or in person.
          </Confirm>
          <ActionButton intent="resetSecondFactor" busy={busy} className="bg-navy-900 text-white hover:bg-navy-800">
            Reset second factor
          </ActionButton>
        </Form>
      ) : null}
    </Card>
  );
}

export function SupplierPayments(props: {
  payments: Array<{
    id: string;
    createdAt: Date | string;
    kind: string;
    plan: string;
    amount: string;
    provider: string;
    providerPaymentId: string | null;
    status: string;
    failureMessage: string | null;
    invoiceNumber: number | null;
  }>;
}) {
  return (
    <Card title="Payments">
      {props.payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payment has been made or attempted.</p>
      ) : (
        <SidewaysScroll className="-mx-5">
          <table className="w-full text-left text-sm">
            <TableHead columns={["Date", "Kind", "Plan", "Amount", "Status", "Reference"]} cellClassName="px-5 py-2" />
            <tbody className="divide-y divide-slate-100">
              {props.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="px-5 py-2 whitespace-nowrap">{formatDateTime(payment.createdAt)}</td>
                  <td className="px-5 py-2 capitalize">{payment.kind}</td>
                  <td className="px-5 py-2">{payment.plan}</td>
                  <td className="px-5 py-2 font-semibold whitespace-nowrap">{payment.amount}</td>
                  <td className="px-5 py-2">
                    <PaymentStatus status={payment.status} />
                    <InvoiceLink
                      href={`/admin/payments/${payment.id}/receipt`}
                      invoiceNumber={payment.invoiceNumber}
                      about={`${payment.kind} payment of ${payment.amount}`}
                    />
                    {payment.failureMessage ? (
                      <span className="block text-xs text-slate-500">{payment.failureMessage}</span>
                    ) : null}
                  </td>
                  <td className="px-5 py-2 font-mono text-xs whitespace-nowrap">
                    {payment.provider}
                    {payment.providerPaymentId ? ` · ${payment.providerPaymentId}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </SidewaysScroll>
      )}
    </Card>
  );
}

function NoteField(props: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  defaultValue: string;
  idPrefix?: string;
}) {
  const id = `${props.idPrefix ?? "decision"}-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={3}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={inputClass}
      />
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 empty:hidden">
        {props.error}
      </p>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        {props.hint}
      </p>
    </div>
  );
}

function ActionButton(props: {
  intent: LifecycleAction | "resendLink" | "resetSecondFactor";
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <SubmitButton
      name="intent"
      value={props.intent}
      busy={props.busy}
      className={`mt-3 rounded-md px-4 py-2 text-sm font-semibold ${props.className}`}
    >
      {props.children}
    </SubmitButton>
  );
}

const actionLabels: Record<string, string> = {
  register: "Registered",
  approve: "Approved",
  reject: "Rejected",
  resubmit: "Resubmitted",
  setPassword: "Password set",
  pay: "Paid",
  expire: "Expired",
  extend: "Extended by hand",
  resendSetPasswordLink: "Set-password link resent",
  updateProfile: "Profile updated by the supplier",
  suspend: "Suspended",
  reactivate: "Reactivated",
};

/** "Paid → Active"; just "Approved" when the action and the state it led to read the same. */
function historyHeading(entry: { action: string; toState: string | null }) {
  const action = actionLabels[entry.action] ?? entry.action;
  const state = entry.toState && entry.toState in statusLabels ? statusLabels[entry.toState as SupplierStatus] : null;
  return state && state !== action ? `${action} → ${state}` : action;
}

export function StatusHistory(props: {
  history: Array<{
    id: string;
    action: string;
    actorLabel: string;
    toState: string | null;
    note: string | null;
    createdAt: string | Date;
  }>;
}) {
  return (
    <Card title="Status history">
      <ol className="space-y-3 text-sm">
        {props.history.map((entry) => (
          <li key={entry.id} className="border-l-2 border-slate-200 pl-3">
            <p className="font-semibold text-navy-900">{historyHeading(entry)}</p>
            <p className="text-slate-500">
              {formatDateTime(entry.createdAt)} · {entry.actorLabel}
            </p>
            {entry.note ? <p className="mt-1 [overflow-wrap:anywhere] text-slate-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
