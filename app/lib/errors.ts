// The one error model (docs/decisions/0008-one-error-model.md). An expected failure is a
// DomainError: its HTTP status and a message the user can act on. A dependency that failed or did
// not answer in time is a ServiceUnavailableError (503). Routes never catch either by class: the
// server turns them into replies (app/http/route-errors.server.ts).

export interface DomainErrorOptions {
  /** Headers the reply carries, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
  /** The form field the message belongs to; without one it is shown above the form. */
  field?: string;
  cause?: unknown;
}

/** An expected failure: what went wrong, in words for the user, and the HTTP status that says so. */
export class DomainError extends Error {
  readonly headers?: Record<string, string>;
  readonly field?: string;

  constructor(
    readonly status: number,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.headers = options.headers;
    this.field = options.field;
  }
}

export type Dependency = "database" | "mail" | "payments";

const unavailableMessage =
  "This is temporarily unavailable: one of our systems did not answer in time. Nothing you entered has been lost. Please try again in a minute.";

/** A dependency (the database, the mail server, the payment provider) failed or timed out: 503. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(503, unavailableMessage, { cause, headers: { "Retry-After": "30" } });
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
