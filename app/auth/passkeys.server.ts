import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { isAPIError } from "better-auth/api";
import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "~/audit/audit.server";
import type { Executor } from "~/db/client.server";
import { passkeys } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { roles, type Auth } from "./auth.server";
import { recordSecurityChange, secondFactorStatus } from "./second-factor.server";

// An account's passkeys (docs/decisions/0011), through better-auth's passkey plugin: the plugin runs
// the WebAuthn ceremonies; listing, naming and removing are ours, always by the owner's id.

/** A passkey as the security page lists it. */
export interface PasskeyListed {
  id: string;
  name: string | null;
  createdAt: Date | null;
  /** Synced between the owner's devices (a password manager, iCloud Keychain), or kept on one device. */
  synced: boolean;
}

/** The owner's passkeys, oldest first. */
export async function listPasskeys(db: Executor, userId: string): Promise<PasskeyListed[]> {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, synced: passkeys.backedUp })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/**
 * What the browser needs to create a passkey for the signed-in owner of `headers`; the challenge it
 * must sign travels in the cookie of `setCookie`. The caller has had the owner prove who they are.
 */
export async function passkeyCreationOptions(auth: Auth, headers: Headers) {
  const { response, headers: setCookie } = await auth.api.generatePasskeyRegistrationOptions({
    headers,
    returnHeaders: true,
  });
  return { options: response, setCookie };
}

/**
 * Stores the passkey the browser created from passkeyCreationOptions, once the plugin has checked
 * it against the challenge. Audited; the owner is emailed.
 */
export async function addPasskey(
  deps: DomainDeps & { auth: Auth },
  input: { userId: string; headers: Headers; response: RegistrationResponseJSON; name: string; actor: Actor },
): Promise<void> {
  try {
    await deps.auth.api.verifyPasskeyRegistration({
      body: { response: input.response, name: input.name || undefined },
      headers: input.headers,
    });
  } catch (error) {
    // The plugin answers a response that does not match its challenge (or a cancelled ceremony) with an error of its own.
    if (isAPIError(error)) throw new DomainError(400, ...failure("passkeyNotCreated"));
    throw error;
  }
  await recordSecurityChange(deps, input.userId, input.actor, "passkeyAdded");
}

/** Gives one of the owner's passkeys another name; a passkey of anyone else is not found. */
export async function renamePasskey(db: Executor, input: { userId: string; passkeyId: string; name: string }) {
  const renamed = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.userId)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw new DomainError(404, ...failure("passkeyNotFound"));
}

/**
 * Removes one of the owner's passkeys. An admin keeps their last second factor: the last passkey
 * goes only while an authenticator app is on. Audited; the owner is emailed.
 */
export async function removePasskey(
  deps: DomainDeps,
  input: { userId: string; role: string; passkeyId: string; actor: Actor },
): Promise<void> {
  if (input.role === roles.admin) {
    const status = await secondFactorStatus(deps.db, input.userId);
    if (!status.authenticator && status.passkeys <= 1) {
      throw new DomainError(409, ...failure("adminNeedsSecondFactor"));
    }
  }
  const removed = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.userId, input.userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw new DomainError(404, ...failure("passkeyNotFound"));
  await recordSecurityChange(deps, input.userId, input.actor, "passkeyRemoved");
}
