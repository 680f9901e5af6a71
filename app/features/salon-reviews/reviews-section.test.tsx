import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReviewForm } from "./review-form";
import { ReviewsSection } from "./reviews-section";
import type { PublicReview, ReviewSummary } from "./types";

const render = (reviews: PublicReview[], summary: ReviewSummary = { average: null, count: 0 }, demo = true) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ReviewsSection reviews={reviews} summary={summary} demo={demo} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const verified: PublicReview = {
  id: "r1",
  customerName: "Sofiane",
  rating: 4,
  comment: "Super coupe",
  // 23:30 UTC on 11 October is already 12 October in Paris.
  createdAt: "2026-10-11T23:30:00.000Z",
  verified: true,
  visitDate: "2026-10-09",
  serviceTitle: "Coupe + shampoing",
  barberName: "Karim",
};
const fromTheForm: PublicReview = {
  id: "r2",
  customerName: "Paul",
  rating: 5,
  comment: "Très bien",
  createdAt: "2026-10-01T10:00:00.000Z",
  verified: false,
  visitDate: null,
  serviceTitle: null,
  barberName: null,
};

describe("ReviewsSection", () => {
  it("shows the approved reviews in the given order, the verified one marked with its service and barber, and no samples", () => {
    const html = render([verified, fromTheForm], { average: 4.5, count: 2 });
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.indexOf("Sofiane")).toBeLessThan(html.indexOf("Paul"));
    expect(html).not.toContain("Julien");
    expect(html).toContain("12 octobre 2026");
    expect(html).toContain("Note : 4 sur 5");
    const [sofiane, paul] = html.split("<article").slice(1);
    expect(text(sofiane!)).toContain("Sofiane Avis vérifié · visite du 9 octobre 2026");
    expect(text(sofiane!)).toContain("Coupe + shampoing avec Karim");
    expect(paul).not.toContain("Avis vérifié");
  });

  it("says near the reviews how they are checked and ordered, and links to the full rules", () => {
    const all = text(render([verified, fromTheForm]));
    expect(all).toContain("Chaque avis est relu par le salon avant d'être publié ; les avis sont présentés du plus récent au plus ancien, avec leur date.");
    expect(all).toContain("réservée aux avis envoyés depuis le lien reçu par e-mail après un rendez-vous qui a bien eu lieu");
    expect(all).toContain("son auteur en reçoit le motif par e-mail quand nous avons son adresse");
    expect(render([])).toMatch(/<a href="\/legal#avis"[^>]*>Comment nous traitons les avis<\/a>/);
  });

  it("gives the site's own average and count beside the Google rating, labelled as such", () => {
    const all = text(render([verified], { average: 4.5, count: 12 }));
    expect(all).toContain("4,5 sur 5 · 12 avis sur notre site");
    expect(all).toContain("5,0 sur 5 · 255 avis Google");
    expect(render([verified], { average: 4.5, count: 12 })).toMatch(
      /<a href="https:\/\/www\.google\.com[^"]*" target="_blank" rel="noopener noreferrer"[^>]*>Voir tous nos avis sur Google/,
    );
  });

  it("on the salon's real site without approved reviews: no invented review, a sentence and the Google rating", () => {
    const html = render([], { average: null, count: 0 }, false);
    expect(html).not.toContain("<article");
    expect(html).not.toContain("Julien");
    expect(text(html)).toContain("Aucun avis n'est encore publié sur notre site : le vôtre sera peut-être le premier.");
    expect(text(html)).toContain("5,0 sur 5 · 255 avis Google");
  });

  it("on a demonstration site without approved reviews: the three sample reviews and the Google rating alone", () => {
    const html = render([]);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain("Julien");
    for (const sample of html.split("<article").slice(1)) expect(sample).not.toContain("Avis vérifié");
    expect(text(html)).toContain("5,0 sur 5 · 255 avis Google");
    expect(html).not.toContain("avis sur notre site");
  });

  it("keeps the form closed until 'Laisser un avis' is pressed", () => {
    const html = render([]);
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)"[^>]*>Laisser un avis/);
    const formId = html.match(/aria-controls="([^"]+)"/)![1];
    expect(html).toContain(`id="${formId}" hidden=""`);
  });

  it("the review form's name field asks the browser for a full name, and the form checks itself before sending", () => {
    const Stub = createRoutesStub([{ path: "/", Component: ReviewForm }]);
    const form = renderToString(<Stub initialEntries={["/"]} />).match(/<form[^>]*>[\s\S]*<\/form>/)![0];
    expect(form).toMatch(/^<form [^>]*novalidate=""[^>]*action="\/api\/reviews" method="post"/i);
    const name = form.match(/<input [^>]*name="name"[^>]*>/)![0];
    expect(name).toMatch(/autocomplete="name"/i);
    expect(form).not.toContain("given-name");
    expect(form).toContain('role="radiogroup"');
  });
});
