import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import FooterContent from "~/shell/footer-content.static";
import FooterLegal from "~/shell/footer-legal.static";
import ReviewsList from "~/features/salon-reviews/reviews-list.static";
import { usualHours } from "~/lib/opening-hours";
import { SalonHoursContext, type SalonHours } from "~/lib/salon-hours-context";
import { reusedParts, ReusedPartsContext, type ReusedParts } from "./reused-parts";
import { ServerHtml } from "./server-html";

/** React's server render, counting the parts it was asked to render alone. */
function counted() {
  const renders: string[] = [];
  const parts = reusedParts((node, options) => {
    renders.push(options.identifierPrefix);
    return renderToStaticMarkup(node, options);
  });
  return { parts, renders };
}

/** A page as the server writes it: the root's hours, the render's parts. */
const page = (parts: ReusedParts | null, hours: SalonHours, content: ReactNode) =>
  renderToStaticMarkup(
    <ReusedPartsContext value={parts}>
      <SalonHoursContext value={hours}>{content}</SalonHoursContext>
    </ReusedPartsContext>,
  );

const closed: SalonHours = {
  weekly: usualHours.weekly,
  upcoming: [{ from: "2026-12-01", to: "2026-12-01", hours: [], label: "Formation", period: "le mardi 1 décembre" }],
};

const footer = (
  <ServerHtml id="pied-de-page" reused>
    <FooterContent />
  </ServerHtml>
);

describe("kept parts reused by the server", () => {
  it("renders a part once for the same inputs, and gives the same HTML as a render in the page", () => {
    const { parts, renders } = counted();
    const first = page(parts, usualHours, footer);
    const second = page(parts, { ...usualHours }, footer);
    expect(renders).toEqual(["pied-de-page-"]);
    expect(second).toBe(first);
    expect(first).toBe(page(null, usualHours, footer));
    expect(first).toContain("Boutique");
  });

  it("renders it again when the salon's hours change, and when its props do", () => {
    const { parts, renders } = counted();
    expect(page(parts, usualHours, footer)).not.toContain("Formation");
    expect(page(parts, closed, footer)).toContain("Formation : fermé le mardi 1 décembre");
    expect(page(parts, usualHours, footer)).not.toContain("Formation");

    const legal = (year: number) => (
      <ServerHtml id="pied-de-page-mentions" reused>
        <FooterLegal year={year} />
      </ServerHtml>
    );
    expect(page(parts, usualHours, legal(2026))).toContain("© 2026");
    expect(page(parts, usualHours, legal(2027))).toContain("© 2027");
    const reviews = (count: number) => (
      <ServerHtml id="avis-clients" reused>
        <ReviewsList reviews={[]} summary={{ average: count ? 4.5 : null, count }} demo />
      </ServerHtml>
    );
    const none = page(parts, usualHours, reviews(0));
    const some = page(parts, usualHours, reviews(12));
    expect(some).not.toBe(none);
    expect(page(parts, usualHours, reviews(12))).toBe(some);
    expect(renders).toEqual([
      "pied-de-page-",
      "pied-de-page-",
      "pied-de-page-",
      "pied-de-page-mentions-",
      "pied-de-page-mentions-",
      "avis-clients-",
      "avis-clients-",
    ]);
  });

  it("leaves to the page a part whose inputs it cannot tell, or that gives the head something", () => {
    const { parts, renders } = counted();
    const withFunction = (
      <ServerHtml id="avec-fonction" reused>
        <Greeting name={() => "Jean"} />
      </ServerHtml>
    );
    expect(page(parts, usualHours, withFunction)).toContain("Bonjour Jean");
    expect(renders).toEqual([]);

    const withImage = (
      <ServerHtml id="avec-image" reused>
        <img src="/images/a.webp" alt="" fetchPriority="high" />
      </ServerHtml>
    );
    expect(page(parts, usualHours, withImage)).toContain('<img src="/images/a.webp"');
    expect(page(parts, usualHours, withImage)).toContain('<img src="/images/a.webp"');
    // Tried once: the preload it gave came first in its HTML; the page renders it since.
    expect(renders).toEqual(["avec-image-"]);
  });

  it("is not asked for a part that is not marked reused", () => {
    const { parts, renders } = counted();
    page(
      parts,
      usualHours,
      <ServerHtml id="pied-de-page">
        <FooterContent />
      </ServerHtml>,
    );
    expect(renders).toEqual([]);
  });
});

function Greeting({ name }: { name: () => string }) {
  return <p>Bonjour {name()}</p>;
}
