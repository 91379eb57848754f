import { connect } from "node:net";
import { createTransport } from "nodemailer";
import { expect, it } from "vitest";
import { startTestSmtpServer } from "./smtp-server";

it("takes a sender dying in the middle of a message as lost, and goes on receiving", async () => {
  const smtp = await startTestSmtpServer();
  try {
    const socket = connect(Number(new URL(smtp.url).port), "127.0.0.1");
    const answer = () => new Promise<string>((resolve) => socket.once("data", (data) => resolve(String(data))));
    await answer();
    socket.write("EHLO sender.test\r\n");
    await answer();
    socket.write("MAIL FROM:<crashing@falconedge-it.ae>\r\n");
    expect(await answer()).toMatch(/^250/);
    socket.resetAndDestroy();
    await new Promise((resolve) => socket.once("close", resolve));

    await createTransport(smtp.url).sendMail({
      from: "no-reply@falconedge-it.ae",
      to: "supplier@gulf-racks.ae",
      subject: "After the crash",
      text: "Still delivered.",
    });
    expect((await smtp.waitForMessages(1)).map((message) => message.subject)).toEqual(["After the crash"]);
  } finally {
    await smtp.close();
  }
});
