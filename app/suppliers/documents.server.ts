import { fileTypeFromBuffer } from "file-type";
import { safeFileName } from "~/lib/file-name";

const accepted = new Map([
  ["application/pdf", "pdf"],
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
]);

/** A refused document says why in the catalogue's `supplierRegistration.errors.documentType`. */
export type CheckedDocument = { ok: true; contentType: string; fileName: string; data: Uint8Array } | { ok: false };

/**
 * Accepts a PDF, JPEG or PNG judged by its content, never by its name or the browser's word, and
 * gives it a safe file name.
 */
export async function checkDocument(file: File): Promise<CheckedDocument> {
  const data = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(data);
  const extension = type && accepted.get(type.mime);
  if (!type || !extension) return { ok: false };
  return { ok: true, contentType: type.mime, fileName: safeFileName(file.name, "trade-licence", extension), data };
}
