import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db, Executor } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { containsPattern, listPage, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import { contactFolders } from "~/admin/list-labels";

export type ContactMessage = typeof contactMessages.$inferSelect;

export const contactListQuery = {
  q: searchText,
  folder: z.enum(Object.keys(contactFolders) as [keyof typeof contactFolders]).default("inbox"),
  page: pageNumber,
};

export type ContactListQuery = z.output<z.ZodObject<typeof contactListQuery>>;

const folderStatuses: Record<keyof typeof contactFolders, ContactMessage["status"][]> = {
  inbox: ["unread", "read"],
  unread: ["unread"],
  archived: ["archived"],
  all: ["unread", "read", "archived"],
};

function contactFilter(query: Pick<ContactListQuery, "q" | "folder">) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    inArray(contactMessages.status, folderStatuses[query.folder]),
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.company, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
}

/** Contact messages, newest first, in a folder and matching a search. */
export async function listContacts(db: Executor, query: ContactListQuery) {
  const where = contactFilter(query);
  return listPage(
    query.page,
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
  );
}

/** Every match, in batches of 500 after `last`, for the CSV export. */
export function contactsAfter(db: Executor, query: Pick<ContactListQuery, "q" | "folder">, last?: ContactMessage) {
  return db
    .select()
    .from(contactMessages)
    .where(
      and(
        contactFilter(query),
        last ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${last.createdAt}, ${last.id})` : undefined,
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(500);
}

export async function countUnreadContacts(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "unread"));
  return row?.total ?? 0;
}

export async function getContact(db: Executor, id: string): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Opening an unread message marks it read. */
export async function markContactRead(db: Executor, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ status: "read" })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "unread")));
}

/** Marks a message read, unread, archived or back in the inbox; recorded in the audit trail. */
export async function setContactStatus(
  db: Db,
  id: string,
  status: ContactMessage["status"],
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      actor,
      entityType: "contact",
      entityId: id,
      action: status === "archived" ? "archive" : status === "read" ? "markRead" : "markUnread",
      from: current.status,
      to: status,
    });
    return true;
  });
}
