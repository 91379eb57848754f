import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page of a PDF, one line per text item, as a reader's copy and paste would give it. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) lines.push(item.str);
  }
  await document.destroy();
  return { pages: document.numPages, text: lines.join("\n") };
}
