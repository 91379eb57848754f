import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  messages: Email[];
  /** Resolves once `count` messages have arrived in all. */
  waitForMessages(count: number): Promise<Email[]>;
  /** How many messages have been held without an answer (`neverConfirm`). */
  held(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps every message it receives, parsed. A message to a recipient
 * `neverConfirm` picks is read but never confirmed, as a mail server that hangs after DATA.
 */
export async function startTestSmtpServer(
  options: { neverConfirm?: (recipient: string) => boolean } = {},
): Promise<TestSmtpServer> {
  const messages: Email[] = [];
  const waiters: Array<{ count: number; resolve: (messages: Email[]) => void }> = [];
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Closing ends open connections at once, a hanging one included.
    closeTimeout: 100,
    onData(stream, session, callback) {
      if (session.envelope.rcptTo.some(({ address }) => options.neverConfirm?.(address))) {
        stream.resume();
        held += 1;
        return;
      }
      readAll(stream)
        .then((raw) => PostalMime.parse(raw))
        .then((mail) => {
          messages.push(mail);
          for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve(messages);
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that dies in the middle of a message (tests/e2e/faults.spec.ts kills the server)
  // resets its connection, which smtp-server reports as an error event: the message is simply lost,
  // as with a real mail server, and the test process must not end on it.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    held: () => held,
    waitForMessages: (count) =>
      messages.length >= count ? Promise.resolve(messages) : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
