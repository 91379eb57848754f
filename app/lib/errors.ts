// The one error model (docs/decisions/0008-one-error-model.md). An expected failure is a
// DomainError: its HTTP status and a message the user can act on. A dependency that failed or did
// not answer in time is a ServiceUnavailableError (503). Routes never catch either by class: the
// server turns them into replies (app/http/route-errors.server.ts).

import { failures } from "~/i18n/catalogues/en/failures";

type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPluralForm<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

/** A message in the catalogue's `failures`, which each reader gets in their own language. */
export type FailureKey = WithoutPluralForm<keyof typeof failures>;

export interface DomainErrorOptions {
  /** Headers the reply carries, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
  /** The form field the message belongs to; without one it is shown above the form. */
  field?: string;
  cause?: unknown;
  /** The message's key in the catalogue, with its values: pages show it in their own language. */
  translation?: { key: FailureKey; values?: Record<string, string | number> };
}

/** An expected failure: what went wrong, in words for the user, and the HTTP status that says so. */
export class DomainError extends Error {
  readonly headers?: Record<string, string>;
  readonly field?: string;
  readonly translation?: DomainErrorOptions["translation"];

  constructor(
    readonly status: number,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.headers = options.headers;
    this.field = options.field;
    this.translation = options.translation;
  }
}

export type Dependency = "database" | "mail" | "payments";

/** A dependency (the database, the mail server, the payment provider) failed or timed out: 503. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(503, failures.unavailable, {
      cause,
      headers: { "Retry-After": "30" },
      translation: { key: "unavailable" },
    });
  }
}

/**
 * The expected failure behind `error`, if there is one: the error itself, or one it was caused by
 * (a database driver's error wraps the deadline's, for instance). Undefined for anything else, which
 * is a defect and goes to the error boundary.
 */
export function expectedFailure(error: unknown): DomainError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DomainError) return current;
  }
  return undefined;
}

/** Rejects with `onTimeout()` when `promise` has not settled within `ms`; the work itself goes on. */
export function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
