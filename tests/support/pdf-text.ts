import { extractText, getDocumentProxy } from "unpdf";

/** French amounts and dates carry no-break spaces (narrow or not): plain spaces, runs of white space as one. */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

/** The text of a PDF, all pages together, with plain spaces. */
export async function pdfText(content: Buffer | Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return plainSpaces(text);
}
