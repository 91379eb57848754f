import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";

/**
 * Reads a form body, refusing anything oversized (413) or not a form (415) with a clear message
 * before it is parsed, so a hostile request costs little and never becomes a 500.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    throw new DomainError(415, ...failure("formNotAForm"));
  }
  const body = await readBody(request, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new DomainError(400, ...failure("formUnreadable"));
  }
  let fields = 0;
  for (const [name, value] of form) {
    // The form's parser copies a name's list of values for each repeat: a body of 400,000 "a=1&"
    // would keep the process busy for minutes. The longest page posts about a hundred fields.
    if (++fields > MAX_FORM_FIELDS) {
      throw new DomainError(400, ...failure("formTooManyFields"));
    }
    // PostgreSQL cannot store text with a NUL character; no keyboard types one.
    if ((typeof value === "string" ? value : value.name).includes("\0")) {
      throw new DomainError(400, ...failure("formUnsavableCharacter"));
    }
    // "lines[4000000000].item" would make the form's parser build an array of four billion places.
    if (largeIndex.test(name)) {
      throw new DomainError(400, ...failure("formUnreadable"));
    }
  }
  return form;
}

/** More fields than any page's form has: a quote request's 25 lines of 3 fields and its details. */
const MAX_FORM_FIELDS = 500;

/** A list index in a field's name beyond any form's: no page has a thousand rows. */
const largeIndex = /\[\s*\d{4,}\s*\]/;

/**
 * Reads a request's body as bytes, refusing (413) anything over `maxBytes` before reading it all,
 * and (415) a body in a content coding: no browser compresses what it sends, and read as it came,
 * a body labelled gzip would be taken for what it says uncompressed.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLargeError: (maxBytes: number) => unknown = () =>
    new DomainError(413, ...failure("requestTooLarge", { bytes: maxBytes })),
): Promise<Buffer> {
  const coding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (coding && coding !== "identity") {
    throw new DomainError(
      415,
      ...failure("requestEncoded", { coding }, { headers: { "Accept-Encoding": "identity" } }),
    );
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLargeError(maxBytes);

  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: that would reset the connection before the 413 reaches the client (discardUnreadBody,
    // request-body.server.ts, reads the rest once the answer is sent).
    if (size > maxBytes) throw tooLargeError(maxBytes);
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number) {
  return new DomainError(413, ...failure("formTooLarge", { kb: Math.round(maxBytes / 1024) }));
}
