import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema";
import { asServed } from "~/http/route-errors.server";
import * as contactRoute from "~/routes/admin/contact";
import { buildContactRequest } from "~/testing/factories";
import { settle, signedInAdmin, testLoadContext } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";

// A contact message's buttons change its folder; anything else sent to it is refused with the form's message.

const { action } = asServed(contactRoute);
const database = testDatabaseFixture();
let context: AppLoadContext;
let admin: string;
beforeAll(() => {
  context = testLoadContext(database);
});
beforeEach(async () => {
  admin = (await signedInAdmin(database, context)).cookie;
});

const post = (id: string, fields: Array<[string, string]>) =>
  settle(
    Promise.resolve(
      action({
        request: new Request(`https://www.falconedge-it.ae/admin/contacts/${id}`, {
          method: "POST",
          headers: { cookie: admin },
          body: new URLSearchParams(fields),
        }),
        context,
        params: { id },
      } as never),
    ),
  );

const statusOf = async (id: string) =>
  (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!.status;

describe("a contact message's buttons", () => {
  it("archive it, move it back to the inbox and mark it unread", async () => {
    const [message] = await database.db.insert(contactMessages).values(buildContactRequest()).returning();
    for (const status of ["archived", "read", "unread"] as const) {
      expect((await post(message!.id, [["status", status]])).status).toBe(200);
      expect(await statusOf(message!.id)).toBe(status);
    }
  });

  it("refuse any other value with the page's message and change nothing", async () => {
    const [message] = await database.db.insert(contactMessages).values(buildContactRequest()).returning();
    for (const fields of [[["status", "deleted"]], [], [["intent", "archive"]]] as Array<Array<[string, string]>>) {
      const answer = await post(message!.id, fields);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain("Please use the buttons on the page.");
    }
    expect(await statusOf(message!.id)).toBe("unread");
  });

  it("answer 404 for a message that does not exist", async () => {
    expect((await post("00000000-0000-4000-8000-000000000000", [["status", "archived"]])).status).toBe(404);
  });
});
