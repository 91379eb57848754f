import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db, Executor } from "~/db/client.server";
import { settings } from "~/db/schema";
import { SETTINGS_ENTITY } from "~/settings/admin-settings.server";
import { percentOf } from "~/lib/money";

export interface QuoteSettings {
  /** What the company adds to a supplier's cost, in hundredths of a percent: 1200 is 12 %. */
  marginBasisPoints: number;
}

const defaults: QuoteSettings = { marginBasisPoints: 1200 };
const schema = z.object({ marginBasisPoints: z.number().int().min(0).max(10_000) });

export async function getQuoteSettings(db: Executor): Promise<QuoteSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "quotes"));
  const parsed = schema.safeParse({ ...defaults, ...(row?.value as object | undefined) });
  return parsed.success ? parsed.data : defaults;
}

/** Saves the default margin the award form starts from, recorded in the audit trail. */
export async function saveQuoteSettings(db: Db, actor: Actor, next: QuoteSettings): Promise<void> {
  const value = schema.parse(next);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: "quotes", value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      entityType: "settings",
      entityId: SETTINGS_ENTITY,
      action: "updateQuoteMargin",
      note: `Customer quotations add ${percentOf(value.marginBasisPoints)} % to suppliers' costs`,
    });
  });
}
