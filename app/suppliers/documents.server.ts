import { fileTypeFromBuffer } from "file-type";

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
  const base = file.name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return { ok: true, contentType: type.mime, fileName: `${base || "trade-licence"}.${extension}`, data };
}
