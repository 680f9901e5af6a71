import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invalidateServices } from "~/features/booking/services.server";
import { loader as homeLoader } from "~/routes/home";
import { services } from "~db/schema";
import { callRoute, ORIGIN } from "../support/actions";
import { openDemoSalon } from "../support/demo-salon";
import { structuredDataIssues } from "../support/structured-data";
import { useTestDatabase } from "../support/test-database";

// The salon's JSON-LD on the home page, from the database: its services as an OfferCatalog and
// booking online as a ReserveAction, checked against schema.org and Google's rules (offline), and
// following the service list at once.
const database = useTestDatabase();
const db = () => database.current.db;
let ids: Record<string, string> = {};

type Node = Record<string, unknown> & { itemListElement?: Node[]; itemOffered?: Node };
const salonLd = async () => {
  const answer = await callRoute(homeLoader, new Request(`${ORIGIN}/`));
  return (answer.data as { salonLd: { "script:ld+json": Node } }).salonLd["script:ld+json"];
};

beforeAll(async () => {
  ids = (await openDemoSalon(db())).services;
});

describe("the salon's structured data", () => {
  it("lists the services by category with their prices in euros, and the booking section to reserve, with no issue", async () => {
    const salon = await salonLd();
    expect(await structuredDataIssues([salon])).toEqual([]);
    const catalogue = salon.hasOfferCatalog as Node;
    expect(catalogue).toMatchObject({ "@type": "OfferCatalog", name: "Prestations" });
    const categories = catalogue.itemListElement!;
    expect(categories.map((c) => c.name)).toEqual(["Coiffure", "Barbe", "Soins visage", "Formules", "Coloration, Défrisage", "Juniors & Etudiant"]);
    expect(categories[0]!.itemListElement![1]).toEqual({
      "@type": "Offer",
      price: "23.00",
      priceCurrency: "EUR",
      itemOffered: { "@type": "Service", name: "Coupe dégradé", description: "Dégradé américain, à blanc ou bas, contours au rasoir et finitions." },
    });
    expect(categories.flatMap((c) => c.itemListElement!)).toHaveLength(16);
    expect(salon.potentialAction).toMatchObject({
      "@type": "ReserveAction",
      target: { "@type": "EntryPoint", urlTemplate: "http://salon.test/#booking" },
    });
  });

  it("follows the list at once: a new price, a service retired", async () => {
    await db().update(services).set({ priceCents: 2450 }).where(eq(services.id, ids["coupe-degrade"]!));
    await db().update(services).set({ retiredAt: new Date() }).where(eq(services.id, ids["coupe-ciseaux"]!));
    invalidateServices();
    const offers = ((await salonLd()).hasOfferCatalog as Node).itemListElement!.flatMap((c) => c.itemListElement!);
    expect(offers.find((o) => o.itemOffered!.name === "Coupe dégradé")).toMatchObject({ price: "24.50" });
    expect(offers.map((o) => o.itemOffered!.name)).not.toContain("Coupe aux ciseaux");
  });

  it("the validator finds what schema.org does not know", async () => {
    const salon = await salonLd();
    const wrong = { ...salon, hasOfferCatalog: { "@type": "OfferCatalog", name: "Prestations", prix: "23" }, potentialAction: { "@type": "ReserveActionn" } };
    expect(await structuredDataIssues([wrong])).toEqual([
      'ERROR HairSalon hasOfferCatalog (OfferCatalog): Required attribute "itemListElement" is missing',
      expect.stringContaining('"prix"'),
      expect.stringContaining('"ReserveActionn" is not a valid schema.org type'),
    ]);
  });

  it("the validator finds what an offer and the booking action need, which Google's rules check only under a product", async () => {
    const salon = structuredClone(await salonLd());
    const [first, second] = (salon.hasOfferCatalog as Node).itemListElement![0]!.itemListElement!;
    delete first!.priceCurrency;
    second!.price = "23,00";
    delete second!.itemOffered!.name;
    delete ((salon.potentialAction as Node).target as Node).urlTemplate;
    expect(await structuredDataIssues([salon])).toEqual([
      'ERROR HairSalon hasOfferCatalog.itemListElement[0].itemListElement[0] (Offer): Required attribute "priceCurrency" is missing',
      'ERROR HairSalon hasOfferCatalog.itemListElement[0].itemListElement[1] (Offer): Invalid value for attribute "price": "23,00", expected a decimal with a dot ("23.00")',
      'ERROR HairSalon hasOfferCatalog.itemListElement[0].itemListElement[1].itemOffered (Service): Required attribute "name" is missing',
      'ERROR HairSalon potentialAction.target (EntryPoint): Required attribute "urlTemplate" is missing',
    ]);
  });
});
