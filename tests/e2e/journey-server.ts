import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { waitUntilHealthy } from "../../app/testing/server-process";
import { startTestSmtpServer, type TestSmtpServer } from "../../app/testing/smtp-server";
import { copyMigratedDatabase } from "./migrated-data";

export interface JourneyServer {
  baseURL: string;
  /** The process started: on PostgreSQL with WEB_CONCURRENCY above 1, the one that starts the others. */
  pid: number;
  smtp: TestSmtpServer;
  /** What the server printed, the first admin's set-password link among it. */
  output(): string;
  /** The newest email to `to` whose subject matches, once it has arrived. */
  emailTo(
    to: string,
    subject: RegExp,
  ): Promise<{ subject: string; text: string; attachments: Array<{ filename: string | null; content: Uint8Array }> }>;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or a pulled plug would. */
  crash(): Promise<void>;
}

/**
 * A production server of its own, sending email to a local SMTP server, on a fresh embedded
 * database (a copy of one already migrated), with ADMIN_EMAIL set: the supplier journeys run
 * against it.
 */
export async function startJourneyServer(
  port: number,
  adminEmail: string,
  extraEnv: Record<string, string> = {},
  /**
   * `hostName: "localhost"` serves the site under that name (on the same loopback address): WebAuthn
   * refuses an IP address as a site's identity, so passkeys need a name.
   */
  options: { smtp?: TestSmtpServer; hostName?: string } = {},
): Promise<JourneyServer> {
  const smtp = options.smtp ?? (await startTestSmtpServer());
  const dataDir = `.e2e-data-journey-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (!extraEnv.DATABASE_URL) copyMigratedDatabase(dataDir);
  const baseURL = `http://${options.hostName ?? "127.0.0.1"}:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: adminEmail,
      LOG_LEVEL: "warn",
      // One process unless a test asks for more (processes.spec.ts): the default on PostgreSQL is one per core.
      WEB_CONCURRENCY: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A test that times out can end its worker before afterAll stops the server: it goes with the worker.
  const killWithWorker = () => child.kill("SIGKILL");
  process.once("exit", killWithWorker);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let stopping = false;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.on("exit", () => process.off("exit", killWithWorker));
  // A server that dies on its own fails the test that is running; its last words say why.
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`the journey server on port ${port} exited (${code ?? signal}):\n${output}`);
  });
  try {
    await waitUntilHealthy(baseURL, child, { output: () => output });
  } catch (error) {
    stopping = true;
    child.kill("SIGKILL");
    throw error;
  }
  return {
    baseURL,
    pid: child.pid!,
    smtp,
    output: () => output,
    async emailTo(to, subject) {
      const matching = () =>
        smtp.messages.filter((m) => m.to?.some((address) => address.address === to) && subject.test(m.subject ?? ""));
      while (matching().length === 0) await smtp.waitForMessages(smtp.messages.length + 1);
      const message = matching().at(-1)!;
      return {
        subject: message.subject ?? "",
        text: message.text ?? "",
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          content:
            typeof file.content === "string" ? new TextEncoder().encode(file.content) : new Uint8Array(file.content),
        })),
      };
    },
    async crash() {
      stopping = true;
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      stopping = true;
      child.kill("SIGTERM");
      await exited;
      if (!options.smtp) await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first address in `text` that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s)>"]*`).exec(text);
  if (!match) throw new Error(`no ${prefix} link in:\n${text}`);
  return match[0];
}
