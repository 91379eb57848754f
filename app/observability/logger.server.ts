import pino, { type Logger } from "pino";

export type { Logger };

/** JSON logs in production; readable lines in development. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    transport: options.pretty
      ? { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } }
      : undefined,
  });
}

/** Query parameters whose values no log line keeps: one-time links' tokens, and what lets a person in or names them. */
const privateParameter = /token|password|secret|code|key|email/i;

/**
 * A request's address as a log line keeps it: the values of private parameters are replaced, so a
 * set-password link read from the logs opens nothing.
 */
export function loggedAddress(address: string): string {
  const query = address.indexOf("?");
  if (query === -1) return address;
  const parameters = new URLSearchParams(address.slice(query + 1));
  const hidden = [...new Set(parameters.keys())].filter((name) => privateParameter.test(name));
  if (hidden.length === 0) return address;
  for (const name of hidden) parameters.set(name, "redacted");
  return `${address.slice(0, query)}?${parameters}`;
}
