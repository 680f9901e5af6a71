// Writes the headings' font, app/assets/fonts/playfair-display-latin-400.woff2, from the
// variable Playfair Display of @fontsource-variable: its Latin subset (the same characters as the
// package's, French all in it) at the one weight the site draws it in (400), 19.7 KB instead of
// 38.2 KB. Run again (`node scripts/subset-font.js`) after a change of the package or the weight;
// the file is committed, so a build does not need it.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = require.resolve("@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2");
const target = path.join(root, "app/assets/fonts/playfair-display-latin-400.woff2");

/** The package's Latin unicode-range (app.css declares the same). */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

let text = "";
for (const [first, last = first] of LATIN) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);

const font = await subsetFont(readFileSync(source), text, { targetFormat: "woff2", variationAxes: { wght: 400 } });
writeFileSync(target, font);
process.stdout.write(`${path.relative(root, target)}: ${font.length} bytes\n`);
