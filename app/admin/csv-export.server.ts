import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

export type CsvColumn<Row> = [header: string, value: (row: Row) => string | number | null | undefined];

/** Rows in batches, each after the last one of the batch before (keyset paging), until none are left. */
export async function* inBatches<Row>(fetchAfter: (last: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const batch = await fetchAfter(last);
    if (batch.length === 0) return;
    yield batch;
    last = batch.at(-1);
  }
}

/**
 * A cell a spreadsheet could run as a formula is made text: one that starts with =, @, a tab or a
 * carriage return, or with + or - unless all of it is a number or a phone number ("+971 4 555
 * 0142"). "-2+3+cmd|..." starts like a number and is still a formula.
 */
export function neutraliseFormula(value: string): string {
  return /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-]?\d[\d\s()]*(\.\d+)?$/.test(value))
    ? `'${value}`
    : value;
}

/**
 * A CSV download streamed as it is read, so an export of any size holds one batch in memory.
 * RFC 4180 quoting (commas, quotes, line breaks), UTF-8 with a byte-order mark so spreadsheet
 * programs read Arabic names correctly.
 */
export function csvResponse<Row>(fileName: string, columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Response {
  const csv = stringify({ bom: true, header: true, columns: columns.map(([header]) => header), eof: true });
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          const cells = columns.map(([, value]) => {
            const cell = value(row);
            return typeof cell === "string" ? neutraliseFormula(cell) : (cell ?? "");
          });
          if (!csv.write(cells)) await once(csv, "drain");
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
