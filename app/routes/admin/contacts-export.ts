import { csvResponse, inBatches } from "~/admin/csv-export.server";
import { dubaiDate } from "~/lib/dates";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import { requireRecentProofToRead } from "~/routes/auth/step-up.server";
import { contactListQuery, contactsAfter, type ContactMessage } from "~/contacts/contact-inbox.server";
import { contactOptionLabel } from "~/contacts/contact-options";
import { englishName } from "~/i18n/languages";
import type { Route } from "./+types/contacts-export";

// GET /admin/contacts.csv: the messages the list shows (same search and folder), every page of them.

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  requireRecentProofToRead(request, admin);
  const query = readListQuery(new URL(request.url), contactListQuery);
  const { db } = context.services;
  return csvResponse<ContactMessage>(
    `contact-messages-${dubaiDate()}.csv`,
    [
      ["Received", (row) => row.createdAt.toISOString()],
      ["Name", (row) => row.name],
      ["Company", (row) => row.company],
      ["Email", (row) => row.email],
      ["Phone", (row) => row.phone],
      ["Country", (row) => row.country],
      ["Service", (row) => contactOptionLabel("service", row.service)],
      ["Preferred contact", (row) => contactOptionLabel("preferredContact", row.preferredContact)],
      ["Language", (row) => englishName[row.language]],
      ["Status", (row) => row.status],
      ["Message", (row) => row.message],
    ],
    inBatches((last) => contactsAfter(db, query, last)),
  );
}
