import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./page-cache.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, once, and leaves out external scripts and data blocks", () => {
    const context = 'window.__reactRouterContext = {"url":"/é"};';
    const module = 'import "/assets/entry-Ab12.js";\nimport * as route0 from "/assets/root-Cd34.js";';
    const html = [
      "<!DOCTYPE html><html><head>",
      '<link rel="modulepreload" href="/assets/entry-Ab12.js"/>',
      '<script type="application/ld+json">{"@type":"HairSalon"}</script>',
      '<script src="/assets/other.js"></script>',
      "</head><body>",
      `<script>${context}</script>`,
      `<script type="module" async="">${module}</script>`,
      `<script>${context}</script>`,
      "<script></script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha(context), sha(module), sha("")]);
  });

  it("finds none in a document without inline scripts", () => {
    expect(inlineScriptHashes("<html><body><p>Bonjour</p></body></html>")).toEqual([]);
  });
});
