import { STATUS_CODES } from "node:http";
import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext, type HeadersArgs, type ServerBuild } from "react-router";
import { failure, failureIn } from "~/i18n/failures.server";
import { languageOfRequest, type Language } from "~/i18n/languages";
import { DomainError, expectedFailure, ServiceUnavailableError } from "~/lib/errors";

// How the one error model (app/lib/errors.ts) reaches the browser. Loaders and actions throw; they
// never catch a DomainError by its class.

type RouteHandler = (args: { request: Request; context: AppLoadContext }) => unknown;

/**
 * The server build with every route's loader and action answering an expected failure they throw
 * with its status and message: the error boundary shows it (a 503 says nothing was lost), and it
 * is not reported as a defect. Anything else goes on to the boundary and the error log as before.
 */
export function withErrorReplies(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (route) routes[id] = { ...route, module: asServed(route.module) };
  }
  return { ...build, routes };
}

/** A route module's loader and action as the server runs them (withErrorReplies): for tests too. */
export function asServed<Module extends object>(module: Module): Module {
  const {
    loader,
    action,
    default: page,
  } = module as {
    loader?: RouteHandler;
    action?: RouteHandler;
    default?: unknown;
  };
  // A page shows the failure in its error boundary; a download or an API answers in plain text or JSON.
  const reply = page ? pageReply : resourceReply;
  return {
    ...module,
    ...(loader ? { loader: repliedOnFailure(loader, reply) } : {}),
    ...(action
      ? { action: repliedOnFailure(action, reply) }
      : { action: page || loader ? refusePost(reply, page ? "pageTakesNoForms" : "methodNotAllowed") : undefined }),
    ...(page ? { headers: withFailureHeaders((module as { headers?: HeadersOf }).headers) } : {}),
  };
}

/**
 * The headers a failure's reply carries that the client acts on: the methods a 405 allows, the
 * codings a 415 takes, when to retry a 429 or 503.
 */
const failureHeaderNames = ["Allow", "Accept-Encoding", "Retry-After"];

/**
 * A page's document carries those of its loader's, action's or error's headers, with what the
 * route's own `headers` gives. React Router sends a page only the headers its route's `headers`
 * returns; without one, only the parents' and cookies.
 */
function withFailureHeaders(own: HeadersOf | undefined) {
  return (args: HeadersArgs): Headers => {
    const headers = new Headers(
      typeof own === "function" ? own(args) : own === undefined ? args.parentHeaders : (own as HeadersInit),
    );
    for (const source of [args.loaderHeaders, args.actionHeaders, args.errorHeaders]) {
      for (const name of failureHeaderNames) {
        const value = source?.get(name);
        if (value) headers.set(name, value);
      }
    }
    return headers;
  };
}

/** A route's own `headers` export: a function of React Router's arguments, or the headers themselves. */
type HeadersOf = ((args: HeadersArgs) => HeadersInit) | HeadersInit;

/** What a route without an action answers: GET and HEAD. */
const readOnly = "GET, HEAD";

/**
 * A form sent to a route that takes none gets 405 and the methods it answers, in the route's own
 * reply: a page says so in words, a download (a file, a feed, an export) in plain text. React
 * Router's own answer would name the route's module to the browser.
 */
function refusePost(reply: Reply, key: "pageTakesNoForms" | "methodNotAllowed") {
  return ({ request }: { request: Request }) => {
    const values = { method: request.method, allowed: readOnly };
    throw reply(new DomainError(405, ...failure(key, values, { headers: { Allow: readOnly } })), request);
  };
}

type Reply = (failure: DomainError, request: Request) => unknown;

function repliedOnFailure(handler: RouteHandler, reply: Reply): RouteHandler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const failure = expectedFailure(error);
      if (!failure) throw error;
      logUnavailable(args.context, failure);
      throw reply(failure, args.request);
    }
  };
}

/** The status text goes with it: React Router would call any thrown status without one "Internal Server Error". */
const pageReply: Reply = (failure, request) =>
  data(
    { message: failureIn(failure, languageOfRequest(request)) },
    { status: failure.status, statusText: STATUS_CODES[failure.status], headers: failure.headers },
  );

/** JSON for a client that asks for it (an API caller such as Stripe), plain text for a browser. */
const resourceReply: Reply = (failure, request) => {
  const accept = request.headers.get("accept") ?? "";
  const json = accept.includes("application/json") && !accept.includes("text/html");
  const headers = { ...failure.headers, "Cache-Control": "no-store" };
  return json
    ? Response.json({ error: failure.message }, { status: failure.status, headers })
    : new Response(failure.message, {
        status: failure.status,
        headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
      });
};

export interface FormFailureOptions {
  /** Fields not sent back to the browser (passwords, card numbers). */
  hideFields?: string[];
  /** What this form says when a dependency is unavailable, instead of the general message. */
  unavailableMessage?: string;
  /** The language of the page the form is on: the failure's message comes in it. */
  language?: Language;
  /** What the page needs again alongside the failure, e.g. which of its forms failed. */
  replyWith?: Record<string, unknown>;
}

interface Submission {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/**
 * Runs a form's work. An expected failure comes back as the form again, with the visitor's input,
 * the failure's message (above the form, or at its field) and its catalogue key (`failure`, for a
 * page whose advice depends on which it was), under the failure's status; a dependency that is
 * unavailable says so in the form's own words. Anything else is a defect.
 */
export async function withFormErrors<Result>(
  context: AppLoadContext,
  submission: Submission,
  work: () => Promise<Result>,
  options: FormFailureOptions = {},
) {
  try {
    return await work();
  } catch (error) {
    const failure = expectedFailure(error);
    if (!failure) throw error;
    logUnavailable(context, failure);
    const message =
      failure instanceof ServiceUnavailableError && options.unavailableMessage
        ? options.unavailableMessage
        : failureIn(failure, options.language ?? "en");
    const errors = failure.field ? { fieldErrors: { [failure.field]: [message] } } : { formErrors: [message] };
    return data(
      {
        ...submission.reply({ ...errors, hideFields: options.hideFields }),
        failure: failure.translation?.key,
        ...options.replyWith,
      },
      {
        status: failure.status,
        headers: failure.headers,
      },
    );
  }
}

/** The outages each request has logged: a page's loaders meet one together, and one line says it. */
const loggedOutages = new WeakMap<AppLoadContext, Set<string>>();

function logUnavailable(context: AppLoadContext, failure: DomainError) {
  if (!(failure instanceof ServiceUnavailableError)) return;
  const logged = loggedOutages.get(context) ?? new Set<string>();
  if (logged.has(failure.dependency)) return;
  loggedOutages.set(context, logged.add(failure.dependency));
  context.services.logger.error(
    { err: failure.cause, dependency: failure.dependency, requestId: context.requestId },
    `${failure.dependency} unavailable: answered 503`,
  );
}
