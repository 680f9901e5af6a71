import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServiceView } from "../types";
import { ServicesSection } from "./services-section";

const render = (services: ServiceView[] | null, selectedId: string | null = null) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ServicesSection services={services} selectedId={selectedId} onToggle={() => {}} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};

const service = (id: string, category: string, title: string): ServiceView => ({
  id,
  category,
  title,
  description: null,
  durationMinutes: 45,
  priceCents: 2300,
  bufferMinutes: 0,
  bookableOnline: true,
  depositKind: "none",
  depositValue: 0,
});

describe("services section", () => {
  it("shows the error state with 'Réessayer' when the services could not be loaded", () => {
    const html = render(null);
    expect(html).toContain("Impossible de se connecter à la base de données");
    expect(html).toContain("Réessayer");
  });

  it("shows the empty state", () => {
    expect(render([])).toContain("Aucun service disponible pour le moment.");
  });

  it("groups by category in the list's order (the server's) and marks the selected card", () => {
    const html = render(
      [service("a", "Coiffure", "Coupe dégradé"), service("b", "Barbe", "Rasage complet"), service("c", "Coiffure", "Coupe + shampoing")],
      "b",
    );
    expect(html.indexOf("Coiffure")).toBeLessThan(html.indexOf("Barbe"));
    expect(html.indexOf("Coupe + shampoing")).toBeLessThan(html.indexOf("Barbe"));
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html).toContain("45 min");
    expect(html).toMatch(/aria-pressed="true"[^>]*>Désélectionner/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Réserver/);
  });
});

describe("a service booked by phone only", () => {
  it("is on the list with the salon's number in place of 'Réserver'", () => {
    const html = render([service("a", "Coiffure", "Coupe dégradé"), { ...service("b", "Coloration, Défrisage", "Défrisage"), bookableOnline: false }]);
    expect(html).toContain("Défrisage");
    expect(html).toContain("Réserver : Coupe dégradé");
    expect(html).not.toContain("Réserver : Défrisage");
    expect(html).toMatch(/Sur rendez-vous par téléphone :.*href="tel:\+33143582020"/);
  });
});

describe("a service with arrhes", () => {
  it("says them on its card, before anything is booked", () => {
    const html = render([
      { ...service("a", "Barbe", "Barbe + serviette chaude"), depositKind: "fixed", depositValue: 1000 },
      { ...service("b", "Coloration, Défrisage", "Défrisage"), depositKind: "full", depositValue: 0 },
      service("c", "Coiffure", "Coupe dégradé"),
    ]).replace(/\u202f|\u00a0/g, " ");
    expect(html).toContain("Arrhes : 10,00 € à la réservation");
    expect(html).toContain("Prépaiement total à la réservation");
    expect(html.match(/à la réservation/g)).toHaveLength(2);
  });
});
