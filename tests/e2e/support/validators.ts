// Third-party validators run against the built site: the W3C Nu HTML Checker (vnu.jar, Java) on
// the HTML the server sends, axe-core and HTML_CodeSniffer inside Chromium on the page a visitor
// sees. Each finding is one readable line: page, tool, rule, message, element.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AxeResults } from "axe-core";
import type { Page } from "./fixtures";

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));
const axeScript = require.resolve("axe-core/axe.min.js");
const htmlcsScript = require.resolve("html_codesniffer/build/HTMLCS.js");

export type Tool = "vnu" | "axe" | "htmlcs";
export type Finding = { tool: Tool; page: string; rule: string; message: string; element: string };

export const findingLine = (f: Finding) => `${f.page} · ${f.tool} · ${f.rule}: ${f.message} · ${f.element}`;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's WCAG A/AA violations on the page as it is now. The parts below the fold
 * (`below-fold`, content-visibility: auto) are drawn for the check: while the browser skips one, axe
 * finds no ground under its text and measures the contrast against the page's. They are left to the
 * browser again after.
 */
export async function axeFindings(page: Page, label: string): Promise<Finding[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const parts = [...document.querySelectorAll<HTMLElement>(".below-fold")];
    for (const part of parts) part.style.contentVisibility = "visible";
    try {
      const { violations } = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`) }));
    } finally {
      for (const part of parts) part.style.contentVisibility = "";
    }
  }, WCAG_AA_TAGS);
  return results.flatMap((v) => v.nodes.map((element) => ({ tool: "axe" as const, page: label, rule: v.id, message: v.help, element })));
}

/** HTML_CodeSniffer's errors (not its warnings or notices) for WCAG 2 AA on the page as it is now. */
export async function htmlcsFindings(page: Page, label: string): Promise<Finding[]> {
  await page.addScriptTag({ path: htmlcsScript });
  // HTML_CodeSniffer 2.5.1 looks its autocomplete messages up as "InvalidAutoComplete_*" while its
  // catalogue spells them "InvalidAutocomplete_*", and throws when it finds one: give both spellings.
  await page.evaluate(() => {
    const { translation } = window as unknown as { translation: Record<string, Record<string, string>> };
    for (const [key, text] of Object.entries(translation.en!))
      if (key.includes("InvalidAutocomplete_")) translation.en![key.replace("Autocomplete", "AutoComplete")] = text;
  });
  const errors = await page.evaluate(
    () =>
      new Promise<Array<{ code: string; msg: string; element: string }>>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            ERROR: number;
            process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void;
            getMessages: () => Message[];
          };
        };
        // The element's opening tag without its (long, utility) classes, and the start of its text.
        const describe = (node: Element | Document) => {
          if (!(node instanceof Element)) return "document";
          const tag = node.cloneNode(false) as Element;
          tag.removeAttribute("class");
          const text = (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
          return `${tag.outerHTML.replace(/<\/[a-z0-9-]+>$/, "")}${text ? ` « ${text} »` : ""}`;
        };
        HTMLCS.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((m) => m.type === HTMLCS.ERROR)
                .map((m) => ({ code: m.code, msg: m.msg, element: describe(m.element) })),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          "en",
        );
      }),
  );
  return errors.map((e) => ({ tool: "htmlcs" as const, page: label, rule: e.code, message: e.msg, element: e.element }));
}

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; lastColumn?: number; message: string; extract?: string };

/** The markup before the place a message points at (server-rendered pages are mostly one long line). */
function around(html: string, line = 1, column = 1) {
  const lines = html.split("\n");
  const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column;
  return html.slice(Math.max(0, offset - 140), offset).replace(/\s+/g, " ");
}

/**
 * The Nu HTML Checker's errors on documents, in one run of vnu.jar (Java starts once): each
 * document is written to a file named after its position, and each message is read back to its page.
 */
export async function vnuFindings(documents: Array<{ label: string; html: string }>): Promise<Finding[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "salon-vnu-"));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `page-${String(i).padStart(2, "0")}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      // A short run: the quick compiler alone (about 3 times faster on a busy machine), with the
      // larger thread stack its schema walk then needs.
      const jvm = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-jar", vnuJar];
      const vnu = spawn(process.env.JAVA ?? "java", [...jvm, "--format", "json", "--errors-only", ...files], { stdio: ["ignore", "ignore", "pipe"] });
      let text = "";
      vnu.stderr.on("data", (chunk) => (text += chunk));
      vnu.on("error", reject);
      vnu.on("close", () => resolve(text));
    });
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`vnu.jar did not answer in JSON:\n${output}`);
    }
    return messages.map((m) => {
      const index = files.findIndex((file) => m.url?.endsWith(path.basename(file)));
      return {
        tool: "vnu" as const,
        page: documents[index]?.label ?? m.url ?? "?",
        rule: m.subType ? `${m.type}/${m.subType}` : m.type,
        message: m.message,
        element: documents[index] ? `…${around(documents[index].html, m.lastLine, m.lastColumn)}` : (m.extract ?? ""),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
