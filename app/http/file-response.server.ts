/**
 * A private file: never cached, and named so that any file name, in any script or with quotes and
 * line breaks in it, arrives intact and cannot break the header. (The server forbids sniffing on
 * every response: setting it here too sent the header twice.)
 */
export function fileResponse(
  body: Uint8Array,
  file: { contentType: string; fileName: string; disposition: "inline" | "attachment" },
): Response {
  const asciiName = file.fileName.replace(/[^\w.-]+/g, "_");
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": `${file.disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
