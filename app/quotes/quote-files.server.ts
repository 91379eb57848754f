import { fileTypeFromBuffer } from "file-type";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import { fileResponse } from "~/http/file-response.server";
import { safeFileName } from "~/lib/file-name";
import { MAX_QUOTE_FILE_BYTES } from "./quote-rules";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const kinds = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  xlsx: { contentType: XLSX, extension: "xlsx" },
  csv: { contentType: "text/csv; charset=utf-8", extension: "csv" },
} as const;
export type QuoteFileKind = keyof typeof kinds;

export type CheckedQuoteFile =
  { ok: true; fileName: string; contentType: string; data: Uint8Array } | { ok: false; reason: "type" | "size" };

/**
 * Accepts a file of one of `accepted` kinds judged by its content, never by its name or the
 * browser's word, up to MAX_QUOTE_FILE_BYTES, and gives it a safe file name. A CSV is text: valid
 * UTF-8 with no control characters but tabs and line breaks.
 */
export async function checkQuoteFile(file: File, accepted: readonly QuoteFileKind[]): Promise<CheckedQuoteFile> {
  if (file.size > MAX_QUOTE_FILE_BYTES) return { ok: false, reason: "size" };
  const data = new Uint8Array(await file.arrayBuffer());
  const kind = await kindOf(data);
  if (!kind || !accepted.includes(kind)) return { ok: false, reason: "type" };
  const { contentType, extension } = kinds[kind];
  return { ok: true, contentType, fileName: safeFileName(file.name, "attachment", extension), data };
}

async function kindOf(data: Uint8Array): Promise<QuoteFileKind | undefined> {
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === "application/pdf") return "pdf";
  if (type?.mime === XLSX) return "xlsx";
  if (type || data.byteLength === 0) return undefined;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(data);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : "csv";
  } catch {
    return undefined;
  }
}

/** Keeps a checked file through `tx` and gives its id. */
export async function storeQuoteFile(
  tx: Executor,
  file: { fileName: string; contentType: string; data: Uint8Array },
): Promise<string> {
  const [stored] = await tx
    .insert(storedFiles)
    .values({
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.data.byteLength,
      data: file.data,
    })
    .returning({ id: storedFiles.id });
  return stored!.id;
}

/** A stored file as a download, or undefined when there is none with this id. */
export async function storedFileResponse(db: Executor, fileId: string): Promise<Response | undefined> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  if (!file) return undefined;
  return fileResponse(file.data, { contentType: file.contentType, fileName: file.fileName, disposition: "attachment" });
}
