import { describe, expect, it } from "vitest";
import { DomainError } from "~/lib/errors";
import { readFormData } from "./form-data.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });

async function refusal(request: Request, maxBytes = 10_000) {
  const thrown = await readFormData(request, maxBytes).then(
    () => undefined,
    (error: unknown) => error as { status: number; message: string },
  );
  return thrown && { status: thrown.status, message: thrown.message };
}

describe("readFormData", () => {
  it("reads a form", async () => {
    const form = await readFormData(post(new URLSearchParams({ name: "Layla Haddad" })), 10_000);
    expect(form.get("name")).toBe("Layla Haddad");
  });

  it("refuses a NUL character in a field or a file name with a 400 and a sentence", async () => {
    expect(await refusal(post(new URLSearchParams({ name: "Layla\0" })))).toEqual({
      status: 400,
      message: "The form contains a character that cannot be saved. Please retype it.",
    });
    const upload = new FormData();
    upload.set("document", new File(["%PDF-1.4"], "licence\0.pdf", { type: "application/pdf" }));
    expect((await refusal(post(upload)))?.status).toBe(400);
  });

  it("refuses a list index no page has, before the form's parser builds a list that long", async () => {
    expect(await refusal(post(new URLSearchParams({ "lines[4000000000].item": "hardware:laptops" })))).toEqual({
      status: 400,
      message: "The form could not be read. Please reload the page and try again.",
    });
    const form = await readFormData(post(new URLSearchParams({ "lines[24].item": "hardware:laptops" })), 10_000);
    expect(form.get("lines[24].item")).toBe("hardware:laptops");
  });

  it("refuses more fields than any page posts, before the form's parser copies each repeat", async () => {
    const basket = new URLSearchParams({ company: "Jebel Ali Freight LLC", email: "ops@jafreight.ae" });
    for (let line = 0; line < 25; line++) {
      basket.set(`lines[${line}].item`, "hardware:laptops");
      basket.set(`lines[${line}].quantity`, "12");
      basket.set(`lines[${line}].note`, "14-inch, 16 GB");
    }
    expect((await readFormData(post(basket), 100_000)).getAll("lines[24].quantity")).toEqual(["12"]);

    const repeated = new URLSearchParams([...Array(501)].map(() => ["brands", "Dell"]));
    expect(await refusal(post(repeated), 100_000)).toEqual({
      status: 400,
      message: "The form has too many fields. Please reload the page and try again.",
    });
  });

  it("refuses what is not a form (415) and what is too large (413)", async () => {
    expect((await refusal(post("{}", { "content-type": "application/json" })))?.status).toBe(415);
    expect((await refusal(post(new URLSearchParams({ message: "x".repeat(200) })), 100))?.status).toBe(413);
  });

  it("refuses a compressed body (415) instead of reading its bytes as a form, and names the coding it takes", async () => {
    for (const coding of ["gzip", "br", "deflate, gzip"]) {
      const request = post("name=Aisha&email=aisha%40example.ae", {
        "content-type": "application/x-www-form-urlencoded",
        "content-encoding": coding,
      });
      const thrown = (await readFormData(request, 10_000).catch((error: unknown) => error)) as DomainError;
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown.status, coding).toBe(415);
      expect(thrown.message).toBe(`Please send the request uncompressed (its body is in ${coding} coding).`);
      expect(thrown.headers).toEqual({ "Accept-Encoding": "identity" });
    }
    const identity = post("name=Aisha", {
      "content-type": "application/x-www-form-urlencoded",
      "content-encoding": "identity",
    });
    expect((await readFormData(identity, 10_000)).get("name")).toBe("Aisha");
  });
});
