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
    close: () => {},
  };
}
