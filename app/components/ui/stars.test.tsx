import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarIcons } from "./star-icons";
import { Stars } from "./stars";

/** A colour of the theme in app/app.css. */
const themeColour = (name: string) => {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(readFileSync(new URL("../../app.css", import.meta.url), "utf8"));
  if (!found) throw new Error(`no --color-${name} in app.css`);
  return found[1]!;
};

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("stars", () => {
  it("draws the rounded rating as full stars and the rest as outlines, and reads it out in French", () => {
    const html = renderToStaticMarkup(<Stars rating={3.6} />);
    expect(html.match(/data-star="full"/g)).toHaveLength(4);
    expect(html.match(/data-star="empty"/g)).toHaveLength(1);
    expect(html).toContain("Note : 3,6 sur 5");
    // Drawn marks, hidden from screen readers: no star character to be read or measured as text.
    expect(html).not.toContain("★");
    expect(html).toMatch(/^<span[^>]*><span aria-hidden="true"/);
  });

  it("are drawn in a brass with 3:1 against the paper and the white cards they sit on (WCAG 1.4.11)", () => {
    expect(renderToStaticMarkup(<StarIcons filled={5} />)).toContain("text-brass-strong");
    const star = themeColour("brass-strong");
    expect(contrast(star, themeColour("paper"))).toBeGreaterThanOrEqual(3);
    expect(contrast(star, "#ffffff")).toBeGreaterThanOrEqual(3);
    // Which the lighter brass of borders and rules does not reach.
    expect(contrast(themeColour("brass"), themeColour("paper"))).toBeLessThan(3);
  });
});
