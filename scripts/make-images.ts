/**
 * Regenerates the committed site images: public/images/** (product shots, gallery, heroes,
 * og-default.jpg, logo.svg) and public/favicon.svg. Everything is drawn as SVG in code and
 * rasterised with sharp, so there are no third-party assets.
 * Run from the repo root: node scripts/make-images.ts
 */
import sharp from "sharp";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PUB = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const C = {
  cream: "#f5efe6",
  sand: "#e8dccb",
  char: "#1c1c1c",
  ink: "#2a2724",
  gold: "#b08d57",
  goldDk: "#8c6d3f",
  ice: "#9fd3e6",
  iceDk: "#4c93ad",
  skin: "#c98f66",
  skinDk: "#b07651",
  sage: "#7f8f62",
  wood: "#9a7650",
};
const SERIF = "DejaVu Serif, Georgia, serif";
const SANS = "DejaVu Sans, Arial, sans-serif";

// ---------- SVG primitives ----------
const r = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const txt = (x: number, y: number, size: number, s: string, fill: string, font = SERIF, extra = "") =>
  `<text x="${x}" y="${y}" font-size="${size.toFixed(1)}" font-family="${font}" fill="${fill}" text-anchor="middle" ${extra}>${s}</text>`;
const g = (t: string, body: string) => `<g transform="${t}">${body}</g>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const rng = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const shadow = (cx: number, cy: number, rx: number, ry: number) => ell(cx, cy, rx, ry, "#000", `opacity=".3" filter="url(#blur)"`);

const DEFS = `<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>
<linearGradient id="amber" x1="0" x2="1"><stop offset="0" stop-color="#6b360d"/><stop offset=".45" stop-color="#c27a32"/><stop offset="1" stop-color="#5e300c"/></linearGradient>
<linearGradient id="brass" x1="0" x2="1"><stop offset="0" stop-color="#8c6d3f"/><stop offset=".4" stop-color="#dcc08c"/><stop offset="1" stop-color="#7d6036"/></linearGradient>
<linearGradient id="pack" x1="0" x2="1"><stop offset="0" stop-color="#111"/><stop offset=".35" stop-color="#3a3632"/><stop offset="1" stop-color="#121212"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e9499"/><stop offset=".5" stop-color="#eef1f3"/><stop offset="1" stop-color="#7f868c"/></linearGradient>
<linearGradient id="frost" x1="0" x2="1"><stop offset="0" stop-color="#6fb0c8"/><stop offset=".45" stop-color="#e2f4fa"/><stop offset="1" stop-color="#6fb0c8"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eeee"/><stop offset="1" stop-color="#c3cccc"/></linearGradient>
<linearGradient id="woodg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8845c"/><stop offset="1" stop-color="#7a5a38"/></linearGradient>
<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="150" x2="0" y2="560"><stop offset=".45" stop-color="#1c1c1c"/>
<stop offset=".62" stop-color="#1c1c1c" stop-opacity=".6"/><stop offset=".78" stop-color="#1c1c1c" stop-opacity=".15"/><stop offset=".9" stop-color="#1c1c1c" stop-opacity="0"/></linearGradient>
<radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#fbf8f3"/><stop offset="1" stop-color="#e9dfd1"/></radialGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff3d6" stop-opacity=".9"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
<pattern id="stripes" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="36" height="36" fill="#f5efe6"/><rect width="12" height="36" fill="#1c1c1c"/><rect x="18" width="6" height="36" fill="#b08d57"/></pattern>
</defs>`;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;

// ---------- Brand mark & label ----------
const HALF =
  "M0 -5 C8 -16 25 -18 37 -11 C44 -7 50 -6 54 -10 C57 -14 56 -19 51.5 -20 C48.5 -20.5 46.5 -18 48 -16 C50.5 -17.5 52.5 -15 50.5 -11.5 C46.5 -4 40 2 30 6 C22 9 10 9.5 4 6.5 C2 5.5 1 4.5 0 3.5 Z";
const mark = (cx: number, cy: number, w: number, fill: string) =>
  g(`translate(${cx} ${cy + (w / 112) * 5.25}) scale(${w / 112})`, path(HALF, fill) + path(HALF, fill, `transform="scale(-1 1)"`));

function label(x: number, y: number, w: number, h: number, name: string[], accent = C.gold) {
  const longest = Math.max(...name.map((l) => l.length));
  const [mw0, b0, n0] = [w * 0.3, Math.min(w * 0.1, 13), Math.min((w * 0.86) / (longest * 0.64), 28)];
  const k = Math.min(1, (h * 0.86) / (mw0 * 0.27 + b0 * 4 + n0 * 1.2 * name.length));
  const [mw, b, n, cx] = [mw0 * k, b0 * k, n0 * k, x + w / 2];
  let yy = y + (h - (mw * 0.27 + b * 4 + n * 1.2 * name.length)) / 2;
  let s = r(x, y, w, h, 6, C.cream) + r(x + 4, y + 4, w - 8, h - 8, 3, "none", `stroke="${accent}" stroke-width="1.5"`);
  s += mark(cx, yy + mw * 0.135, mw, C.char);
  yy += mw * 0.27 + b * 0.8;
  for (const word of ["MONSIEUR", "MOUSTACHE"]) {
    s += txt(cx, yy + b * 0.8, b, word, C.goldDk, SANS, `font-weight="bold" letter-spacing="${(b * 0.12).toFixed(1)}"`);
    yy += b * 1.15;
  }
  s += r(cx - w * 0.18, yy + b * 0.45, w * 0.36, 1.5, 0, accent);
  yy += b * 0.9;
  for (const line of name) {
    s += txt(cx, yy + n * 0.85, n, line, C.char);
    yy += n * 1.2;
  }
  return s;
}

// ---------- Packaging (local coords: origin = bottom centre, y up is negative) ----------
type Kind = "dropper" | "jar" | "bottle" | "pump" | "tall" | "tube" | "tin" | "shaker";
type Shape = { w: number; h: number; body: string };
const shine = (x: number, y: number, h: number) => r(x, y, 10, h, 5, "#fff", `opacity=".13"`);
const SHAPES: Record<Kind, (n: string[]) => Shape> = {
  dropper: (n) => ({
    w: 150,
    h: 360,
    body:
      r(-24, -355, 48, 95, 24, C.char) +
      r(-38, -278, 76, 46, 8, "url(#brass)") +
      r(-28, -240, 56, 34, 4, "url(#amber)") +
      r(-75, -215, 150, 215, 24, "url(#amber)") +
      shine(-64, -200, 180) +
      label(-58, -180, 116, 150, n),
  }),
  jar: (n) => ({
    w: 324,
    h: 240,
    body:
      r(-150, -182, 300, 182, 28, "url(#pack)") +
      r(-162, -240, 324, 70, 14, "url(#brass)") +
      range(26)
        .map((i) => r(-152 + i * 12, -234, 3, 58, 1, C.goldDk, `opacity=".4"`))
        .join("") +
      shine(-138, -165, 150) +
      label(-112, -160, 224, 140, n),
  }),
  bottle: (n) => ({
    w: 180,
    h: 425,
    body:
      r(-30, -370, 60, 50, 6, "url(#pack)") +
      r(-44, -425, 88, 62, 12, "url(#brass)") +
      r(-90, -335, 180, 335, 34, "url(#pack)") +
      shine(-78, -310, 280) +
      label(-68, -280, 136, 200, n),
  }),
  pump: (n) => ({
    w: 170,
    h: 432,
    body:
      r(-7, -410, 14, 60, 3, C.goldDk) +
      r(-44, -432, 84, 24, 10, "url(#brass)") +
      r(30, -428, 46, 12, 5, "url(#brass)") +
      r(-32, -362, 64, 36, 8, "url(#brass)") +
      r(-85, -330, 170, 330, 60, "url(#pack)") +
      shine(-72, -280, 220) +
      label(-64, -262, 128, 190, n),
  }),
  tall: (n) => ({
    w: 130,
    h: 505,
    body:
      r(-26, -428, 52, 22, 4, C.ice) +
      r(-40, -505, 80, 84, 12, "url(#frost)") +
      r(-65, -410, 130, 410, 22, "url(#pack)") +
      r(-65, -62, 130, 10, 0, C.ice) +
      shine(-55, -390, 300) +
      label(-52, -340, 104, 230, n, C.iceDk),
  }),
  tube: (n) => ({
    w: 200,
    h: 410,
    body:
      r(-50, -62, 100, 62, 8, "url(#brass)") +
      path("M-70 -60 L-96 -384 L96 -384 L70 -60 Z", "url(#pack)") +
      r(-100, -410, 200, 30, 4, C.ink) +
      range(24)
        .map((i) => r(-94 + i * 8, -406, 2, 22, 1, C.gold, `opacity=".35"`))
        .join("") +
      label(-62, -320, 124, 210, n),
  }),
  tin: (n) => ({
    w: 324,
    h: 232,
    body:
      ell(0, -40, 160, 40, C.char) +
      r(-160, -150, 320, 110, 0, "url(#pack)") +
      r(-162, -190, 324, 42, 0, "url(#brass)") +
      ell(0, -190, 162, 42, "#cfae74") +
      ell(0, -190, 128, 30, "none", `stroke="${C.goldDk}" stroke-width="3"`) +
      g("translate(0 -190) scale(1 .3)", mark(0, 0, 150, C.char)) +
      label(-118, -142, 236, 112, n),
  }),
  shaker: (n) => ({
    w: 150,
    h: 290,
    body:
      r(-52, -290, 104, 16, 8, C.ink) +
      range(5)
        .map((i) => ell(-32 + i * 16, -282, 3.5, 3, C.gold))
        .join("") +
      r(-62, -278, 124, 62, 14, "url(#brass)") +
      r(-75, -222, 150, 222, 26, "url(#pack)") +
      shine(-64, -200, 170) +
      label(-62, -196, 124, 172, n),
  }),
};

type Item = { kind: Kind; name: string[] };
const I = {
  oil: { kind: "dropper", name: ["Huile", "Barbe"] },
  mask: { kind: "jar", name: ["Masque", "Barbe"] },
  beardSh: { kind: "bottle", name: ["Shampoing", "Barbe"] },
  cryo: { kind: "tall", name: ["Lotion", "Cryo"] },
  cream: { kind: "tube", name: ["Crème", "de Rasage"] },
  hairSh: { kind: "pump", name: ["Shampoing", "Cheveux"] },
  paste: { kind: "tin", name: ["Pâte", "Coiffante"] },
  powder: { kind: "shaker", name: ["Poudre", "Texturisante"] },
} satisfies Record<string, Item>;

/** Products standing side by side on a floor line, scaled to fit maxW x maxH. */
function lineup(items: Item[], cx: number, floor: number, maxW: number, maxH: number, gap = 36) {
  const shapes = items.map((i) => SHAPES[i.kind](i.name));
  const totalW = shapes.reduce((a, s) => a + s.w, 0) + gap * (shapes.length - 1);
  const s = Math.min(maxW / totalW, maxH / Math.max(...shapes.map((x) => x.h)), 1.45);
  let x = cx - (totalW * s) / 2,
    shadows = "",
    bodies = "";
  for (const sh of shapes) {
    const px = x + (sh.w * s) / 2;
    shadows += shadow(px + 8 * s, floor, sh.w * s * 0.56, 14 * s);
    bodies += g(`translate(${px.toFixed(1)} ${floor}) scale(${s.toFixed(3)})`, sh.body);
    x += (sh.w + gap) * s;
  }
  return shadows + bodies;
}

// ---------- Decorative motifs ----------
type Motif = "leaf" | "bubble" | "ice" | "dust" | "wave";
const leaf = (x: number, y: number, s: number, rot: number, fill = C.sage) =>
  g(
    `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
    path("M0 -34 C20 -22 20 12 0 34 C-20 12 -20 -22 0 -34 Z", fill) + path("M0 -28 L0 30", "none", `stroke="#5f6e45" stroke-width="2"`),
  );
const drop = (x: number, y: number, s: number) =>
  g(`translate(${x} ${y}) scale(${s})`, path("M0 -24 C8 -10 14 -2 14 8 A14 14 0 0 1 -14 8 C-14 -2 -8 -10 0 -24 Z", "#c27a32", `opacity=".85"`));
const MOTIFS: Record<Motif, (x: number, y: number, s: number, i: number) => string> = {
  leaf: (x, y, s, i) => (i % 3 === 2 ? drop(x, y, s) : leaf(x, y, s, i * 47)),
  bubble: (x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${18 * s}" fill="#fff" fill-opacity=".45" stroke="#fff" stroke-width="2"/>` +
    ell(x - 6 * s, y - 6 * s, 4 * s, 3 * s, "#fff"),
  ice: (x, y, s, i) =>
    i % 2
      ? g(`translate(${x} ${y}) rotate(${i * 20}) scale(${s})`, r(-18, -18, 36, 36, 8, "#e2f4fa", `fill-opacity=".8" stroke="${C.ice}" stroke-width="3"`))
      : g(
          `translate(${x} ${y}) scale(${s})`,
          [0, 60, 120]
            .map(
              (a) =>
                `<path d="M0 -24 V24 M-7 -17 L0 -10 L7 -17 M-7 17 L0 10 L7 17" transform="rotate(${a})" fill="none" stroke="${C.iceDk}" stroke-width="3" stroke-linecap="round"/>`,
            )
            .join(""),
        ),
  dust: (x, y, s, i) =>
    range(4)
      .map(
        (j) =>
          `<circle cx="${x + ((i * 37 + j * 53) % 60) - 30}" cy="${y + ((i * 23 + j * 41) % 50) - 25}" r="${(2 + ((i + j) % 4)) * s}" fill="${C.gold}" opacity="${0.35 + (j % 3) * 0.2}"/>`,
      )
      .join(""),
  wave: (x, y, s, i) =>
    g(
      `translate(${x} ${y}) rotate(${i * 25}) scale(${s})`,
      [-8, 0, 8]
        .map((d) => path(`M-36 ${d} C-16 ${d - 18} 4 ${d + 18} 30 ${d}`, "none", `stroke="${C.gold}" stroke-width="3" stroke-linecap="round" opacity=".7"`))
        .join(""),
    ),
};

// ---------- Salon props ----------
function chair(x: number, y: number, s: number) {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    shadow(0, -6, 150, 18) +
      ell(0, -12, 120, 20, "url(#brass)") +
      r(-16, -190, 32, 180, 6, "url(#brass)") +
      r(-95, -470, 190, 260, 40, "url(#pack)") +
      [-40, 0, 40].map((d) => r(d - 1.5, -450, 3, 210, 1, "#000", `opacity=".45"`)).join("") +
      r(-8, -490, 16, 24, 0, "url(#brass)") +
      r(-55, -530, 110, 48, 20, "url(#pack)") +
      r(-120, -236, 240, 62, 26, C.ink) +
      r(-108, -232, 216, 10, 5, "#fff", `opacity=".08"`) +
      r(-132, -276, 12, 50, 4, "url(#brass)") +
      r(120, -276, 12, 50, 4, "url(#brass)") +
      r(-152, -300, 54, 26, 12, "url(#pack)") +
      r(98, -300, 54, 26, 12, "url(#pack)") +
      r(-80, -120, 160, 14, 7, "url(#brass)"),
  );
}
const mirror = (x: number, y: number, w: number, h: number) =>
  path(`M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z`, "url(#glass)", `stroke="${C.gold}" stroke-width="12"`) +
  path(
    `M${x + w * 0.2} ${y + h * 0.75} L${x + w * 0.75} ${y + h * 0.2} L${x + w * 0.88} ${y + h * 0.28} L${x + w * 0.3} ${y + h * 0.85} Z`,
    "#fff",
    `opacity=".35"`,
  );
function scissors(x: number, y: number, s: number, rot: number) {
  const half = (sg: number) =>
    g(
      `rotate(${sg * 11})`,
      path("M-10 -7 C60 -10 130 -6 178 0 C130 3 60 6 -10 7 Z", "url(#steel)", `stroke="#6d7378" stroke-width="1"`) +
        path(`M-6 0 L-62 ${sg * 20}`, "none", `stroke="${C.char}" stroke-width="11" stroke-linecap="round"`) +
        `<circle cx="-86" cy="${sg * 30}" r="24" fill="none" stroke="${C.char}" stroke-width="10"/>`,
    );
  return g(`translate(${x} ${y}) rotate(${rot}) scale(${s})`, half(1) + half(-1) + `<circle r="8" fill="url(#brass)"/>`);
}
const comb = (x: number, y: number, s: number, rot: number, fill = C.char) =>
  g(
    `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
    r(0, 0, 240, 26, 6, fill) +
      range(23)
        .map((i) => r(8 + i * 10, 20, 5, i < 11 ? 48 : 36, 2, fill))
        .join(""),
  );
const razor = (x: number, y: number, s: number, rot: number) =>
  g(
    `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
    r(-6, -14, 210, 28, 14, "url(#pack)") +
      `<circle cx="8" r="5" fill="${C.gold}"/><circle cx="190" r="5" fill="${C.gold}"/>` +
      path("M4 -12 L-168 -26 Q-192 -22 -184 2 L-172 14 L4 10 Z", "url(#steel)", `stroke="#6d7378" stroke-width="1.5"`),
  );
const clipper = (x: number, y: number, s: number, rot: number) =>
  g(
    `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
    r(-42, -200, 84, 230, 34, "url(#pack)") +
      r(-46, -222, 92, 28, 6, "url(#steel)") +
      range(10)
        .map((i) => r(-42 + i * 9, -232, 4, 12, 1, "#8e9499"))
        .join("") +
      r(-10, -130, 20, 44, 10, "url(#brass)"),
  );
const pole = (x: number, y: number, h: number) =>
  r(x - 20, y, 40, h, 8, "url(#stripes)") +
  r(x - 20, y, 12, h, 6, "#fff", `opacity=".2"`) +
  r(x - 28, y - 24, 56, 26, 10, "url(#brass)") +
  r(x - 28, y + h - 2, 56, 26, 10, "url(#brass)");
const lamp = (x: number, len: number) =>
  ell(x, len + 60, 150, 110, "url(#glow)") +
  r(x - 1.5, 0, 3, len, 0, C.char) +
  path(`M${x - 60} ${len + 50} Q${x - 55} ${len} ${x} ${len} Q${x + 55} ${len} ${x + 60} ${len + 50} Z`, "url(#brass)");

// ---------- Scenes ----------
function productScene(items: Item[], motif: Motif, alt: boolean, seed: number) {
  if (!alt)
    return svg(
      800,
      800,
      r(0, 0, 800, 800, 0, "url(#bg)") + r(0, 610, 800, 190, 0, "#e4d8c6") + r(0, 608, 800, 3, 0, "#fff", `opacity=".5"`) + lineup(items, 400, 668, 640, 520),
    );
  const rand = rng(seed);
  const deco = range(16)
    .map((i) => {
      const a = (i / 16) * Math.PI * 2 + rand() * 0.3,
        d = 250 + rand() * 110;
      const [x, y] = [400 + Math.cos(a) * d, 360 + Math.sin(a) * d * 0.85];
      return y < 590 ? MOTIFS[motif](Math.round(x), Math.round(y), 0.8 + rand() * 0.6, i) : "";
    })
    .join("");
  return svg(
    800,
    800,
    r(0, 0, 800, 800, 0, C.sand) +
      `<circle cx="400" cy="370" r="270" fill="${C.gold}" opacity=".18"/>` +
      deco +
      r(110, 640, 580, 200, 0, "#d6c3a6") +
      ell(400, 640, 290, 44, "#efe5d6") +
      lineup(items, 400, 652, 540, 480),
  );
}

const gallery: Record<string, string> = {
  "salon-interieur": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, C.cream) +
      r(0, 470, 1200, 150, 0, "#e6dac8") +
      range(13)
        .map((i) => r(i * 100 - 2, 490, 4, 110, 2, "#d3c4ad"))
        .join("") +
      r(0, 620, 1200, 180, 0, "#d9c7ad") +
      range(21)
        .map((i) => path(`M${600 + (i - 10) * 70} 620 L${600 + (i - 10) * 170} 800`, "none", `stroke="#c4ae90" stroke-width="2"`))
        .join("") +
      [660, 710, 770].map((y) => r(0, y, 1200, 2, 0, "#c4ae90")).join("") +
      lamp(330, 70) +
      lamp(870, 70) +
      mirror(200, 130, 260, 330) +
      mirror(740, 130, 260, 330) +
      pole(600, 120, 170) +
      r(490, 440, 220, 14, 3, "url(#woodg)") +
      lineup([I.oil, I.beardSh, I.paste, I.cryo], 600, 441, 200, 110, 24) +
      chair(330, 770, 0.8) +
      chair(870, 770, 0.8),
  ),
  "coupe-degrade": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, C.sand) +
      `<circle cx="600" cy="380" r="300" fill="${C.gold}" opacity=".16"/>` +
      path("M320 800 C330 650 460 600 600 600 C740 600 870 650 880 800 Z", "url(#pack)") +
      r(540, 480, 120, 150, 36, C.skinDk) +
      ell(438, 390, 26, 44, C.skinDk) +
      ell(762, 390, 26, 44, C.skinDk) +
      ell(600, 360, 165, 200, C.skin) +
      ell(600, 352, 170, 208, "url(#fade)") +
      range(9)
        .map((i) =>
          path(`M${470 + i * 30} ${210 + (i % 3) * 14} q 20 -28 44 -8`, "none", `stroke="#000" stroke-width="4" opacity=".35" stroke-linecap="round"`),
        )
        .join("") +
      [415, 470].map((y) => path(`M445 ${y} Q600 ${y + 40} 755 ${y}`, "none", `stroke="${C.gold}" stroke-width="3" stroke-dasharray="10 8"`)).join("") +
      scissors(190, 300, 1.1, -55) +
      comb(880, 150, 0.9, 62) +
      clipper(1020, 640, 1, 18),
  ),
  "taille-barbe": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, C.cream) +
      `<circle cx="600" cy="360" r="310" fill="${C.gold}" opacity=".2"/>` +
      path("M300 800 C310 650 450 610 600 610 C750 610 890 650 900 800 Z", "#fbfaf7", `stroke="#dccfbb" stroke-width="3"`) +
      r(545, 480, 110, 150, 30, C.skinDk) +
      ell(448, 340, 24, 42, C.skinDk) +
      ell(752, 340, 24, 42, C.skinDk) +
      ell(600, 330, 150, 195, C.skin) +
      path("M452 300 C440 150 520 108 600 108 C700 108 770 160 750 300 C738 226 690 196 600 200 C520 200 468 226 452 300 Z", C.char) +
      path("M528 318 q22 -14 44 0 M628 318 q22 -14 44 0", "none", `stroke="${C.char}" stroke-width="5" stroke-linecap="round"`) +
      r(520, 282, 56, 12, 6, C.char) +
      r(624, 282, 56, 12, 6, C.char) +
      path("M600 330 L590 392 Q600 400 612 394", "none", `stroke="${C.skinDk}" stroke-width="4" stroke-linecap="round"`) +
      path(
        "M452 310 C450 450 510 560 600 566 C690 560 750 450 748 310 L730 310 C726 390 700 430 660 440 C630 448 570 448 540 440 C500 430 476 390 470 310 Z",
        C.char,
      ) +
      ell(600, 466, 30, 8, "#8e4e3c") +
      mark(600, 424, 200, "#111") +
      path("M436 310 C434 462 503 580 600 586 C697 580 766 462 764 310", "none", `stroke="${C.gold}" stroke-width="3" stroke-dasharray="10 8"`) +
      razor(240, 560, 1.1, -28) +
      comb(850, 560, 0.85, -20, C.goldDk) +
      scissors(1010, 230, 0.9, 120),
  ),
  "produits-naturels": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, "url(#bg)") +
      path("M150 560 C300 300 600 220 1050 120", "none", `stroke="#5f6e45" stroke-width="6"`) +
      range(12)
        .map((i) => leaf(190 + i * 75, 500 - i * 33 - (i % 2) * 40, 1.4, (i % 2 ? 40 : -60) + i * 3))
        .join("") +
      r(0, 580, 1200, 220, 0, "url(#woodg)") +
      r(0, 580, 1200, 6, 0, "#c4a27a") +
      lineup([I.powder, I.oil, I.beardSh, I.mask, I.paste], 600, 650, 960, 400, 30) +
      [
        [140, 740, 1, 30],
        [330, 760, 0.8, 120],
        [880, 750, 1.1, -40],
        [1080, 720, 0.9, 80],
      ]
        .map(([x, y, s, a]) => leaf(x ?? 0, y ?? 0, s ?? 1, a ?? 0))
        .join("") +
      drop(250, 720, 1) +
      drop(960, 770, 0.8) +
      drop(1000, 700, 0.6),
  ),
};

const heroes: Record<string, string> = {
  "hero-boutique": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, "url(#bg)") +
      [390, 730]
        .map((y) => r(110, y, 980, 22, 4, "url(#woodg)") + r(180, y + 22, 18, 40, 3, "url(#brass)") + r(1002, y + 22, 18, 40, 3, "url(#brass)"))
        .join("") +
      lineup([I.beardSh, I.oil, I.cryo, I.cream, I.hairSh, I.powder], 600, 392, 900, 340, 40) +
      lineup([I.mask, I.oil, I.paste], 600, 732, 880, 270, 50),
  ),
  "hero-reservation": svg(
    1200,
    800,
    r(0, 0, 1200, 800, 0, C.sand) +
      r(0, 690, 1200, 110, 0, "#d6c3a6") +
      lamp(600, 40) +
      mirror(420, 110, 360, 560) +
      pole(180, 200, 300) +
      chair(600, 770, 1.08) +
      `<circle cx="990" cy="370" r="170" fill="${C.gold}" opacity=".18"/>` +
      scissors(960, 300, 1.15, -35) +
      comb(880, 430, 0.95, -12),
  ),
};

const og = svg(
  1200,
  630,
  r(0, 0, 1200, 630, 0, C.char) +
    r(28, 28, 1144, 574, 6, "none", `stroke="${C.gold}" stroke-width="2" opacity=".7"`) +
    mark(600, 190, 280, C.gold) +
    txt(600, 360, 84, "Monsieur Moustache", C.cream) +
    r(520, 398, 160, 2, 0, C.gold) +
    txt(600, 462, 34, "Barbier · Paris 20e", C.gold, SANS, `letter-spacing="4"`),
);
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${C.cream}"/>${mark(16, 16, 28, C.char)}</svg>\n`;
const logo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 56" width="360" height="56" role="img" aria-label="Monsieur Moustache">` +
  `${mark(30, 28, 56, C.gold)}<text x="70" y="37" font-size="25" font-family="${SERIF}" fill="${C.cream}">Monsieur Moustache</text></svg>\n`;

// ---------- Output ----------
async function write(file: string, svgText: string, fmt: "webp" | "jpg", quality = 78, width?: number) {
  const p = join(PUB, file);
  await mkdir(dirname(p), { recursive: true });
  const img = width ? sharp(Buffer.from(svgText)).resize({ width }) : sharp(Buffer.from(svgText));
  await (fmt === "webp" ? img.webp({ quality, effort: 6 }) : img.jpeg({ quality, mozjpeg: true })).toFile(p);
  console.log(`${file}  ${((await stat(p)).size / 1024).toFixed(1)} KB`);
}

const PRODUCTS: [string, Item[], Motif][] = [
  ["huile-barbe", [I.oil], "leaf"],
  ["masque-barbe", [I.mask], "leaf"],
  ["shampoing-barbe", [I.beardSh], "bubble"],
  ["lotion-cryo-apres-rasage", [I.cryo], "ice"],
  ["creme-de-rasage", [I.cream], "bubble"],
  ["shampoing-cheveux", [I.hairSh], "bubble"],
  ["pate-coiffante", [I.paste], "wave"],
  ["poudre-texturisante", [I.powder], "dust"],
  ["duo-barbe-shampoing-huile", [I.beardSh, I.oil], "leaf"],
  ["trio-barbe-shampoing-huile-masque", [I.oil, I.beardSh, I.mask], "leaf"],
  ["kit-soin-coiffage-cheveux", [I.hairSh, I.paste], "wave"],
];
for (const [i, [slug, items, motif]] of PRODUCTS.entries()) {
  await write(`images/products/${slug}.webp`, productScene(items, motif, false, i + 1), "webp");
  await write(`images/products/${slug}-2.webp`, productScene(items, motif, true, (i + 1) * 7919), "webp");
}
for (const [name, s] of Object.entries(gallery)) await write(`images/gallery/${name}.webp`, s, "webp", 80);
for (const [name, s] of Object.entries(heroes)) {
  await write(`images/${name}.webp`, s, "webp", 80);
  // What a phone needs (412 CSS px at 1.75 dppx): the home page's first image arrives sooner.
  await write(`images/${name}-800.webp`, s, "webp", 80, 800);
}
await write("images/og-default.jpg", og, "jpg", 84);
await writeFile(join(PUB, "favicon.svg"), favicon);
await writeFile(join(PUB, "images", "logo.svg"), logo);
console.log("favicon.svg, images/logo.svg written");
