import nodemailer from "nodemailer";
import type { Logger } from "~/observability/logger.server";

export interface MailTransport {
  /** "smtp", or "console" when no SMTP server is configured and nothing leaves the machine. */
  name: "smtp" | "console";
  send(message: {
    from: string;
    to: string;
    replyTo?: string | null;
    subject: string;
    html: string;
    text: string;
    attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
  }): Promise<void>;
  /**
   * Says in the log whether the SMTP server answers, so that a wrong SMTP_URL shows at start and
   * not hours later at the first email. Never throws: emails wait in the outbox until it answers.
   */
  logReachability(): Promise<void>;
  close(): void;
}

/** Connections kept open to the SMTP server: deliveries run side by side, a stuck one holds one. */
const SMTP_CONNECTIONS = 5;
const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

export function createMailTransport(options: { smtpUrl?: string; logger: Logger; timeoutMs?: number }): MailTransport {
  if (options.smtpUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    // Transport options, not message defaults: connecting, the greeting and every wait for the
    // server's answer (a DATA that is never confirmed) end after the timeout.
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      name: "smtp",
      send: async ({ attachments, ...message }) =>
        void (await transporter.sendMail({
          ...message,
          replyTo: message.replyTo ?? undefined,
          attachments: attachments?.map((file) => ({ ...file, content: Buffer.from(file.content) })),
        })),
      logReachability: async () => {
        const { hostname, port, protocol } = new URL(options.smtpUrl!);
        const server = { host: hostname, port: port || (protocol === "smtps:" ? "465" : "587") };
        try {
          await transporter.verify();
          options.logger.info({ smtp: server }, "the SMTP server answers");
        } catch (error) {
          options.logger.warn(
            { smtp: server, err: error },
            "the SMTP server cannot be reached or refused the sign-in; emails wait in the outbox and are retried",
          );
        }
      },
      close: () => transporter.close(),
    };
  }
  return {
    name: "console",
    send: async (message) => {
      options.logger.info(
        {
          email: {
            to: message.to,
            subject: message.subject,
            attachments: message.attachments?.map((file) => file.filename),
          },
        },
        `email not sent (SMTP_URL is unset); kept in the email log:\n${message.text}`,
      );
    },
    logReachability: async () => {},
    close: () => {},
  };
}
