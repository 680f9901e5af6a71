export const CV_MAX_BYTES = 5 * 1024 * 1024;

export type CvKind = { extension: "pdf" | "doc" | "docx"; contentType: string };

const kinds: Record<CvKind["extension"], string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What the file really is, judged by its content and its name together: a PDF must start with
 * %PDF-, a .doc be an OLE2 compound file, a .docx a ZIP holding a word/ part. Anything else
 * (an executable renamed .pdf, an image…) is refused.
 */
export function detectCv(fileName: string, bytes: Uint8Array): CvKind | null {
  const extension = fileName.toLowerCase().match(/\.(pdf|docx?)$/)?.[1] as CvKind["extension"] | undefined;
  if (!extension) return null;
  const matches =
    extension === "pdf"
      ? startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])
      : extension === "doc"
        ? startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
        : startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes("word/");
  return matches ? { extension, contentType: kinds[extension] } : null;
}
