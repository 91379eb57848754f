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
  }): Promise<void>;
  close(): void;
}

export function createMailTransport(options: { smtpUrl?: string; logger: Logger }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
    return {
      name: "smtp",
      send: async (message) => void (await transporter.sendMail({ ...message, replyTo: message.replyTo ?? undefined })),
      close: () => transporter.close(),
    };
  }
  return {
    name: "console",
    send: async (message) => {
      options.logger.info(
        { email: { to: message.to, subject: message.subject } },
        `email not sent (SMTP_URL is unset); kept in the email log:\n${message.text}`,
      );
    },
    close: () => {},
  };
}
