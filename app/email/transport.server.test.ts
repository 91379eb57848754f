import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "~/testing/smtp-server";
import { recordingLogger } from "~/testing/test-database";
import { createMailTransport } from "./transport.server";

let smtp: TestSmtpServer;
beforeAll(async () => void (smtp = await startTestSmtpServer()));
afterAll(() => smtp.close());

describe("the mail transport's reachability check", () => {
  it("says that the SMTP server answers", async () => {
    const log = recordingLogger();
    const transport = createMailTransport({ smtpUrl: smtp.url, logger: log.logger });
    try {
      await transport.logReachability();
    } finally {
      transport.close();
    }
    const { port } = new URL(smtp.url);
    expect(log.lines).toMatchObject([{ level: 30, msg: "the SMTP server answers", smtp: { host: "127.0.0.1", port } }]);
  });

  it("warns within the timeout, naming the server but not its password, when nothing answers", async () => {
    const log = recordingLogger();
    const transport = createMailTransport({
      smtpUrl: "smtp://mailer:s3cret-pass@127.0.0.1:1",
      logger: log.logger,
      timeoutMs: 2_000,
    });
    try {
      await transport.logReachability();
    } finally {
      transport.close();
    }
    expect(log.lines).toMatchObject([
      {
        level: 40,
        msg: expect.stringMatching(/^the SMTP server cannot be reached/),
        smtp: { host: "127.0.0.1", port: "1" },
        err: { code: "ESOCKET" },
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain("s3cret-pass");
  });

  it("has nothing to check when no SMTP server is configured", async () => {
    const log = recordingLogger();
    await createMailTransport({ logger: log.logger }).logReachability();
    expect(log.lines).toEqual([]);
  });
});
