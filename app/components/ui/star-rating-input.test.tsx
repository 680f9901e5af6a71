import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRatingInput } from "./star-rating-input";

const render = (error?: string) => renderToString(<StarRatingInput value={4} onChange={() => {}} error={error} />);
const radiogroup = (html: string) => html.match(/<div role="radiogroup"[^>]*>/)![0];

describe("StarRatingInput", () => {
  it("shows the form's error under the stars, the group marked invalid and described by it", () => {
    const html = render("Veuillez choisir une note entre 1 et 5");
    const group = radiogroup(html);
    expect(group).toContain('aria-invalid="true"');
    const describedBy = group.match(/aria-describedby="([^"]+)"/)![1];
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Veuillez choisir une note entre 1 et 5</p>`));
    // Under the stars: after the last one.
    expect(html.indexOf("Veuillez choisir")).toBeGreaterThan(html.indexOf("5 étoiles"));
  });

  it("without an error, the group is neither invalid nor described", () => {
    const html = render();
    expect(radiogroup(html)).not.toContain("aria-invalid");
    expect(radiogroup(html)).not.toContain("aria-describedby");
    expect(html).not.toContain("<p");
    expect(html).toMatch(/<input type="radio"[^>]* name="rating" checked="" value="4"\/>/);
  });
});
