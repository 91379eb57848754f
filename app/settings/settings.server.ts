import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, Executor } from "~/db/client.server";
import { readOrLastKnown } from "~/db/last-known.server";
import { settings } from "~/db/schema";
import { defaultCompanyFacts, type CompanyFacts } from "./company";
import { companyFactsSchema } from "./company-schema";
import { passwordMinLengthBounds } from "./settings-forms";
import { storedOrDefault } from "./stored-settings";

const COMPANY_KEY = "company";
/**
 * Each instance re-reads at most this often. With the page cache's 25 s on top, an admin's edit
 * shows on every instance's public pages within a minute.
 */
const CACHE_MS = 25_000;

/** Kept per database, so two databases in one process (tests) never see each other's facts. */
let cache = new WeakMap<Executor, { value: CompanyFacts; readAt: number }>();

/** The stored company facts, falling back field by field to the defaults when unset or invalid. */
export async function getCompanyFacts(db: Executor, now = Date.now()): Promise<CompanyFacts> {
  // A negative age (the clock stepped back) counts as stale, or the copy could outlive its time.
  const cached = cache.get(db);
  const age = cached ? now - cached.readAt : -1;
  if (cached && age >= 0 && age < CACHE_MS) return cached.value;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, COMPANY_KEY));
  const value = storedOrDefault(companyFactsSchema, defaultCompanyFacts, row?.value);
  cache.set(db, { value, readAt: now });
  return value;
}

/**
 * The company facts a page shows: as `getCompanyFacts`, but while the database cannot be read, the
 * last facts read (the defaults before any), so that the site's header and footer, and a form's
 * "try again in a minute", still render during an outage longer than the cache's 25 s.
 */
export function companyFactsForPages(db: Db, now = Date.now()): Promise<CompanyFacts> {
  return readOrLastKnown(db, "company-facts", () => getCompanyFacts(db, now), defaultCompanyFacts);
}

export async function saveCompanyFacts(db: Executor, facts: CompanyFacts): Promise<void> {
  const value = companyFactsSchema.parse(facts);
  await db
    .insert(settings)
    .values({ key: COMPANY_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  forgetCompanyFacts();
}

/** Drops this process's copy of the company facts, as after another process saved new ones. */
export function forgetCompanyFacts(): void {
  cache = new WeakMap();
}

export interface SecuritySettings {
  /** The shortest password accepted when someone chooses one; never below 8. */
  passwordMinLength: number;
}

const defaultSecuritySettings: SecuritySettings = { passwordMinLength: passwordMinLengthBounds.lowest };

export const securitySettingsSchema = z.object({
  passwordMinLength: z.number().int().min(passwordMinLengthBounds.lowest).max(passwordMinLengthBounds.highest),
});

export async function getSecuritySettings(db: Executor): Promise<SecuritySettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "security"));
  return storedOrDefault(securitySettingsSchema, defaultSecuritySettings, row?.value);
}
