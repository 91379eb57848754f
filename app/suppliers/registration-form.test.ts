import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/parse-form";
import { buildRegistration } from "~/testing/factories";
import { en } from "~/i18n/catalogues/en";
import { registrationSchema as schemaIn } from "./registration-form";

const registrationSchema = schemaIn(en.supplierRegistration.errors);
import { MAX_DOCUMENT_BYTES } from "./registration-options";

const planId = "5f0c6a52-7c1e-4c38-9d0e-2b1f4f3c9a10";

function form(values: Record<string, unknown>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item) => data.append(key, String(item)));
    else if (value instanceof File) data.set(key, value);
    else if (value !== undefined) data.set(key, String(value));
  }
  return data;
}

const complete = { ...buildRegistration(planId), acceptTerms: "on" };

describe("the supplier registration form", () => {
  it("accepts a complete registration, one category or several, and normalises the email", () => {
    const one = parseForm(
      form({ ...complete, productCategories: ["networking"], email: " Sales@Example.AE " }),
      registrationSchema,
    );
    expect(one.status).toBe("success");
    if (one.status === "success") {
      expect(one.value.productCategories).toEqual(["networking"]);
      expect(one.value.email).toBe("sales@example.ae");
      expect(one.value.yearsInBusiness).toBe(12);
    }
    const several = parseForm(form(complete), registrationSchema);
    expect(several.status === "success" && several.value.productCategories).toEqual(["computers", "networking"]);
  });

  it("reads numbers typed in Arabic-Indic digits and keeps them in Western digits", () => {
    const arabic = parseForm(
      form({ ...complete, phone: "+٩٧١ ٤ ١٢٣ ٤٥٦٧", trn: "١٠٠٣٤٥٦٧٨٩٠٠٠٠٣", yearsInBusiness: "١٢" }),
      registrationSchema,
    );
    expect(arabic.status === "success" && arabic.value).toMatchObject({
      phone: "+971 4 123 4567",
      trn: "100345678900003",
      yearsInBusiness: 12,
    });
  });

  it("keeps one-line fields on one line, and the address's lines as written", () => {
    const pasted = parseForm(
      form({
        ...complete,
        companyName: "Gulf Racks\r\nTrading LLC\n",
        city: "\tDubai",
        address: "Office 402\nAl Garhoud",
      }),
      registrationSchema,
    );
    expect(pasted.status === "success" && pasted.value).toMatchObject({
      companyName: "Gulf Racks Trading LLC",
      city: "Dubai",
      address: "Office 402\nAl Garhoud",
    });
  });

  it("reads a website written without https:// as an https address", () => {
    for (const [typed, kept] of [
      ["gulfracks.ae", "https://gulfracks.ae"],
      ["www.gulfracks.ae/about", "https://www.gulfracks.ae/about"],
      ["http://gulfracks.ae", "http://gulfracks.ae"],
      ["Https://Gulfracks.ae", "https://Gulfracks.ae"],
      ["//gulfracks.ae", "https://gulfracks.ae"],
    ]) {
      const result = parseForm(form({ ...complete, website: typed }), registrationSchema);
      expect(result.status === "success" && result.value.website, typed).toBe(kept);
    }
    expect(parseForm(form({ ...complete, website: "javascript:alert(1)" }), registrationSchema).status).toBe("error");
  });

  it("treats the TRN, website, note and document as optional", () => {
    const result = parseForm(form({ ...complete, trn: "", website: "", note: "" }), registrationSchema);
    expect(result.status).toBe("success");
  });

  it("explains every problem at once", () => {
    const result = parseForm(
      form({
        ...complete,
        companyName: "",
        trn: "12345",
        website: "gulfcomponents",
        email: "farah@",
        productCategories: undefined,
        yearsInBusiness: "many",
        acceptTerms: undefined,
      }),
      registrationSchema,
    );
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({
      companyName: ["Please enter your company's legal name."],
      trn: ["A UAE Tax Registration Number has 15 digits. Leave it empty if you have none."],
      website: ["Please enter the website address, such as www.yourcompany.ae."],
      email: ["Please enter a valid email address, such as sales@company.ae."],
      productCategories: ["Please choose at least one category."],
      yearsInBusiness: ["Please enter a whole number of years, such as 8."],
      acceptTerms: ["Please accept the terms of service to register."],
    });
  });

  it("says what is wrong with a trade licence number: its length, or a character a licence number has not", () => {
    const problem = (tradeLicenceNumber: string) =>
      parseForm(form({ ...complete, tradeLicenceNumber }), registrationSchema).reply().error?.tradeLicenceNumber;
    const length = "A trade licence number has 3 to 40 characters. Please enter it as it appears on the licence.";
    expect(problem("D".repeat(300))).toEqual([length]);
    expect(problem("CN")).toEqual([length]);
    expect(problem("DED 845512")).toEqual([
      "Please enter the licence number as it appears on the licence (letters, digits, / and -).",
    ]);
    expect(problem("CN-1234567/2026")).toBeUndefined();
    // The first message is the one shown.
    expect(problem("   ")?.[0]).toBe("Please enter your trade licence number.");
  });

  it("refuses a category that is not on the list and a document over 5 MB", () => {
    const big = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], "licence.pdf");
    const result = parseForm(form({ ...complete, productCategories: ["weapons"], document: big }), registrationSchema);
    expect(result.reply().error).toEqual({
      "productCategories[0]": ["Please choose from the list."],
      document: ["The document is larger than 5 MB. Please upload a smaller scan or photo."],
    });
  });
});
