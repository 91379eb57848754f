import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { companyFactsIn, defaultCompanyFacts, describeOpeningHours as describe_ } from "./company";
import { companyFactsSchema } from "./company-schema";
import { settingsFormSchema } from "./settings-forms";

const english = translatorFor("en", "shell");
const describeOpeningHours = (hours: Parameters<typeof describe_>[0]) => describe_(hours, english);

describe("opening hours", () => {
  it("are Monday to Friday by default, as the UAE's working week", () => {
    expect(describeOpeningHours(defaultCompanyFacts.openingHours)).toBe("Monday to Friday, 9:00 to 18:00 (GST)");
  });

  it("name a run of days by its ends and other days one by one", () => {
    expect(describeOpeningHours({ days: ["Friday", "Monday", "Tuesday"], opens: "08:30", closes: "17:00" })).toBe(
      "Monday, Tuesday and Friday, 8:30 to 17:00 (GST)",
    );
    expect(
      describeOpeningHours({
        days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "08:00",
        closes: "17:00",
      }),
    ).toBe("Sunday to Thursday, 8:00 to 17:00 (GST)");
    expect(describeOpeningHours({ days: ["Saturday"], opens: "10:00", closes: "14:00" })).toBe(
      "Saturday, 10:00 to 14:00 (GST)",
    );
  });

  it("are said in Arabic on Arabic pages, with the days' Arabic names", () => {
    expect(describe_(defaultCompanyFacts.openingHours, translatorFor("ar", "shell"))).toBe(
      "من الاثنين إلى الجمعة، من 9:00 إلى 18:00 (بتوقيت الخليج)",
    );
  });

  it("are refused by the settings form without a working day, or closing before they open", () => {
    const form = {
      ...defaultCompanyFacts,
      intent: "company",
      openingHours: { days: undefined, opens: "18:00", closes: "09:00" },
    };
    const result = settingsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Please tick at least one working day.");
    const valid = settingsFormSchema.safeParse({
      ...form,
      openingHours: { days: "Monday", opens: "09:00", closes: "13:00" },
    });
    expect(valid.success && valid.data.intent === "company" && valid.data.openingHours).toEqual({
      days: ["Monday"],
      opens: "09:00",
      closes: "13:00",
    });
  });
});

describe("the company's Tax Registration Number", () => {
  it("is the 15 digits printed on tax invoices, or empty until the company is registered", () => {
    const form = { ...defaultCompanyFacts, intent: "company" };
    for (const trn of ["12345", "100354871200003A", "1003 5487 1200 003"]) {
      const result = settingsFormSchema.safeParse({ ...form, trn });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toContain(
        "Please enter the 15-digit Tax Registration Number (TRN), digits only, or leave it empty.",
      );
    }
    const valid = settingsFormSchema.safeParse({ ...form, trn: " 100354871200003 " });
    expect(valid.success && valid.data.intent === "company" && valid.data.trn).toBe("100354871200003");
    const unregistered = settingsFormSchema.safeParse({ ...form, trn: "" });
    expect(unregistered.success && unregistered.data.intent === "company" && unregistered.data.trn).toBe("");
  });
});

describe("the company facts in Arabic", () => {
  it("put the Arabic tagline and offices in place, keeping the name, numbers and postal codes", () => {
    const arabic = companyFactsIn(defaultCompanyFacts, "ar");
    expect(arabic.tagline).toBe(defaultCompanyFacts.arabic.tagline);
    expect(arabic.offices[0]).toEqual({ ...defaultCompanyFacts.arabic.offices[0], postalCode: "" });
    expect(arabic.name).toBe("Falcon Edge IT");
    expect(arabic.phone).toBe(defaultCompanyFacts.phone);
    expect(companyFactsIn(defaultCompanyFacts, "en")).toBe(defaultCompanyFacts);
  });

  it("leave a copy kept with an old invoice, which has no Arabic wording, as it was", () => {
    const { arabic: _none, ...kept } = defaultCompanyFacts;
    expect(companyFactsIn(kept as typeof defaultCompanyFacts, "ar")).toEqual(kept);
  });
});

describe("the password policy form", () => {
  const parse = (passwordMinLength: string) => settingsFormSchema.safeParse({ intent: "security", passwordMinLength });

  it("takes a whole number of characters from 8 to 64, written in digits", () => {
    expect(parse(" 12 ")).toMatchObject({ success: true, data: { passwordMinLength: 12 } });
    expect(parse("64")).toMatchObject({ success: true, data: { passwordMinLength: 64 } });
  });

  it("refuses what a number parser would take but a person would not write", () => {
    for (const written of ["0x10", "1e1", "16.0", "-12", "", "7", "65"])
      expect(parse(written).success, written).toBe(false);
  });
});

describe("the company form and the stored facts", () => {
  it("accept the same phone numbers, so the admin gets a message at the field and never a failed save", () => {
    const form = { ...defaultCompanyFacts, intent: "company" };
    for (const phone of [`+${"9".repeat(30)}`, "call us", "+971"]) {
      const result = settingsFormSchema.safeParse({ ...form, phone });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual(["phone"]);
      expect(companyFactsSchema.safeParse({ ...defaultCompanyFacts, phone }).success).toBe(false);
    }
    for (const phone of [`+${"9".repeat(29)}`, "+971 (4) 555-0142"]) {
      expect(settingsFormSchema.safeParse({ ...form, phone }).success).toBe(true);
      expect(companyFactsSchema.safeParse({ ...defaultCompanyFacts, phone }).success).toBe(true);
    }
  });
});
