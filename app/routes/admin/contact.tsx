import { Archive, Inbox, Mail, MailOpen, MessageCircle } from "lucide-react";
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { formatDateTime } from "~/lib/dates";
import { countUnreadContacts, getContact, markContactRead, setContactStatus } from "~/contacts/contact-inbox.server";
import { contactOptionLabel } from "~/contacts/contact-options";
import { contactStatusSchema } from "~/contacts/inbox-form";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { isUuid } from "~/lib/ids";
import { privatePageMeta } from "~/marketing/page-meta";
import { getCompanyFacts } from "~/settings/settings.server";
import { contactReply } from "~/contacts/contact-reply.server";
import { englishName } from "~/i18n/languages";
import type { Route } from "./+types/contact";
import { DomainError } from "~/lib/errors";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, args.loaderData ? `Message from ${args.loaderData.message.name}` : "Contact message");

const notFound = () => new DomainError(404, "There is no contact message with this id.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const message = isUuid(params.id) ? await getContact(db, params.id) : undefined;
  if (!message) throw notFound();
  if (message.status === "unread") await markContactRead(db, message.id);
  const [company, unreadContacts] = await Promise.all([getCompanyFacts(db), countUnreadContacts(db)]);
  const reply = contactReply(message, company);
  return {
    unreadContacts,
    message: {
      ...message,
      status: message.status === "unread" ? "read" : message.status,
      service: contactOptionLabel("service", message.service),
      preferredContact: contactOptionLabel("preferredContact", message.preferredContact),
      language: englishName[message.language],
      phone: reply.phone,
      ipAddress: undefined,
      userAgent: undefined,
    },
    reply,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isUuid(params.id)) throw notFound();
  const submission = parseForm(await readFormData(request, 1024), contactStatusSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const found = await setContactStatus(context.services.db, params.id, submission.value.status, admin.actor);
  if (!found) throw notFound();
  return submission.reply();
}

export default function AdminContact({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  // Colours are set once per kind of button: two background classes on one element conflict, and
  // the stylesheet's order, not the class list's, decides which wins.
  const shape = "inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold";
  const button = `${shape} border-slate-300 bg-white text-navy-900 hover:bg-slate-50`;
  const primaryButton = `${shape} border-navy-900 bg-navy-900 text-white hover:bg-navy-800`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/admin/contacts" className="underline">
          Contact messages
        </Link>{" "}
        / <bdi>{message.name}</bdi>
      </nav>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">
            <bdi>{message.name}</bdi>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Received {formatDateTime(message.createdAt)}
            {message.status === "archived" ? " · Archived" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {loaderData.reply.whatsappHref ? (
            <a href={loaderData.reply.whatsappHref} target="_blank" rel="noreferrer" className={primaryButton}>
              <MessageCircle aria-hidden className="size-4" /> Reply on WhatsApp
            </a>
          ) : null}
          <a href={loaderData.reply.emailHref} className={loaderData.reply.whatsappHref ? button : primaryButton}>
            <Mail aria-hidden className="size-4" /> Reply by email
          </a>
          <Form method="post" className="contents">
            {message.status === "archived" ? (
              <button name="status" value="read" className={button}>
                <Inbox aria-hidden className="size-4" /> Move to inbox
              </button>
            ) : (
              <button name="status" value="archived" className={button}>
                <Archive aria-hidden className="size-4" /> Archive
              </button>
            )}
            {message.status === "read" ? (
              <button name="status" value="unread" className={button}>
                <MailOpen aria-hidden className="size-4" /> Mark as unread
              </button>
            ) : null}
          </Form>
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-label="Message" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="text-base font-semibold text-navy-900">{message.service}</h2>
          <p dir="auto" className="mt-3 whitespace-pre-line text-slate-800">
            {message.message}
          </p>
        </section>
        <section aria-label="Contact details" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-base font-semibold text-navy-900">Contact details</h2>
          <dl className="mt-3 space-y-3 text-sm">
            {(
              [
                ["Company", message.company],
                [
                  "Email",
                  <a key="email" href={`mailto:${message.email}`} className="text-brand-700 underline">
                    {message.email}
                  </a>,
                ],
                [
                  "Phone",
                  loaderData.reply.callHref ? (
                    <a key="phone" href={loaderData.reply.callHref} dir="ltr" className="text-brand-700 underline">
                      {message.phone}
                    </a>
                  ) : (
                    message.phone
                  ),
                ],
                ["Country", message.country],
                [
                  "Prefers",
                  loaderData.reply.whatsappUnreachable
                    ? `${message.preferredContact}, but the number is not a valid phone number: answer by email`
                    : message.preferredContact,
                ],
                ["Written in", message.language],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd dir="auto" className="font-medium break-words text-slate-900">
                  {value || "Not given"}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
