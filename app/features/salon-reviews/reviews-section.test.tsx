import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReviewsSection } from "./reviews-section";

const render = (reviews: Parameters<typeof ReviewsSection>[0]["reviews"]) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ReviewsSection reviews={reviews} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};

describe("ReviewsSection", () => {
  it("shows approved reviews first with their Paris date, then the samples, rating and Google link", () => {
    // 23:30 UTC on 11 October is already 12 October in Paris.
    const html = render([
      { id: "r1", customerName: "Sofiane", rating: 4, comment: "Super coupe", createdAt: "2026-10-11T23:30:00.000Z" },
    ]);
    expect(html).toContain("Sofiane");
    expect(html).toContain("12 octobre 2026");
    expect(html).toContain("Note : 4 sur 5");
    expect(html.indexOf("Sofiane")).toBeLessThan(html.indexOf("Julien"));
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(html).toContain("5.0");
    expect(html).toContain("255 avis");
    expect(html).toMatch(/<a href="https:\/\/www\.google\.com[^"]*" target="_blank" rel="noopener noreferrer"[^>]*>Voir tous nos avis sur Google/);
  });

  it("keeps the form closed until 'Laisser un avis' is pressed", () => {
    const html = render([]);
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)"[^>]*>Laisser un avis/);
    const formId = html.match(/aria-controls="([^"]+)"/)![1];
    expect(html).toContain(`id="${formId}" hidden=""`);
  });
});
