import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RevenueChart } from "./revenue-chart";

describe("RevenueChart", () => {
  it("names the months as the rest of the site abbreviates them (Sep, as in the payments list's dates)", () => {
    const html = renderToStaticMarkup(
      <RevenueChart
        currency="AED"
        months={[
          { month: "2026-08", amountMinor: 410_000 },
          { month: "2026-09", amountMinor: 0 },
        ]}
      />,
    );
    expect(html).toContain("Aug 26");
    expect(html).toContain("Sep 26");
    expect(html).not.toContain("Sept");
  });
});
