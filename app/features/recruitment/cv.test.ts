import { describe, expect, it } from "vitest";
import { detectCv } from "./cv";

const pdf = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n", "latin1");
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....word/document.xml")]);
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("photos/a.jpg")]);

describe("CV detection", () => {
  it("accepts real PDF, Word 97 and Word files", () => {
    expect(detectCv("cv.pdf", pdf)).toEqual({ extension: "pdf", contentType: "application/pdf" });
    expect(detectCv("CV.DOC", doc)?.extension).toBe("doc");
    expect(detectCv("cv.docx", docx)?.extension).toBe("docx");
  });

  it("refuses an executable renamed .pdf, a plain zip renamed .docx, and other extensions", () => {
    expect(detectCv("cv.pdf", exe)).toBeNull();
    expect(detectCv("cv.docx", zip)).toBeNull();
    expect(detectCv("cv.exe", pdf)).toBeNull();
    expect(detectCv("cv", pdf)).toBeNull();
    expect(detectCv("cv.pdf", new Uint8Array())).toBeNull();
  });
});
