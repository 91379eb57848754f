import { describe, expect, it } from "vitest";
import { pageNumber, readListQuery, searchText } from "./list-query";

describe("readListQuery", () => {
  it("reads each filter, falls back to the default for a malformed one, and drops NUL characters", () => {
    const url = new URL("http://localhost/admin/payments?q=%00Falcon%00+Edge&page=abc");
    expect(readListQuery(url, { q: searchText, page: pageNumber })).toEqual({ q: "Falcon Edge", page: 1 });
  });
});
