import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDepositRules } from "~/features/booking/deposit-rules.server";
import { DEFAULT_DEPOSIT_RULES } from "~/features/booking/deposits";
import { servicesAdminMessages as m } from "~/features/admin/services-admin-messages";
import { moveCategory, moveService } from "~/features/admin/services-admin.server";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { listServices } from "~/features/booking/services.server";
import { getTeam } from "~/features/booking/team.server";
import { resetConfig } from "~/lib/config.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action, loader } from "~/routes/admin/services";
import { barbers, barberSkippedServices, bookings, serviceCategoryRows, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { barberIdsByName, nextWeekday, serviceIdsBySlug } from "../support/demo-salon";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";
import type { AdminService } from "~/features/admin/services-admin.server";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
const team: Record<string, string> = {};
const slugs: Record<string, string> = {};

type Service = AdminService;
type Page = { categories: Array<{ name: string; services: Service[] }>; retired: Service[]; barbers: Array<{ id: string; name: string }> };
type Reply = { ok: boolean; message: string; field?: string; fieldErrors?: Record<string, string> };

const page = async () => (await callRoute(loader, new Request(`${ORIGIN}/admin/prestations`, { headers: { Cookie: admin } }))).data as Page;
/** A form as the browser sends it: `barberIds` once per box checked. */
const post = (fields: Record<string, string | string[]>, { cookie }: { cookie?: string } = { cookie: admin }) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const headers = { [CLIENT_IP_HEADER]: "192.0.2.41", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  return callRoute(action, new Request(`${ORIGIN}/admin/prestations`, { method: "POST", body, headers }));
};
const reply = async (fields: Record<string, string | string[]>) => {
  const answer = await post(fields);
  return { status: answer.status, ...(answer.data as Reply) };
};
const everyone = () => [team.Karim!, team.Yanis!, team.Lucas!];
const form = (overrides: Record<string, string | string[]> = {}) => ({
  intent: "create",
  title: "Soin barbe à l'huile",
  description: "Huile chaude, massage et taille.",
  category: "Barbe",
  newCategory: "",
  duration: "25",
  price: "22,50",
  buffer: "5",
  bookableOnline: "on",
  barberIds: everyone(),
  ...overrides,
});
const row = async (id: string) => (await db().select().from(services).where(eq(services.id, id)))[0]!;
const skippers = async (serviceId: string) =>
  (await db().select().from(barberSkippedServices).where(eq(barberSkippedServices.serviceId, serviceId))).map((r) => r.barberId).sort();
const titlesIn = async (category: string) => (await listServices()).filter((s) => s.category === category).map((s) => s.title);
/** The places of a category's services on the list: 0, 1, 2… with none twice. */
const placesIn = async (category: string) =>
  (
    await db()
      .select({ position: services.position })
      .from(services)
      .where(and(eq(services.category, category), isNull(services.retiredAt)))
  )
    .map((r) => r.position)
    .sort((a, b) => a - b);
const categoryOrder = async () => (await page()).categories.map((c) => c.name);

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-services-"));
  resetConfig();
  await seedDatabase(db());
  Object.assign(team, await barberIdsByName(db()));
  Object.assign(slugs, await serviceIdsBySlug(db()));
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "client-prestations@example.test");
});

describe("the services' admin screen", () => {
  it("refuses every action to a signed-out visitor and to a customer, with nothing changed", async () => {
    const snapshot = async () => [
      await db().select().from(services),
      await db().select().from(serviceCategoryRows),
      await db().select().from(barberSkippedServices),
    ];
    const before = await snapshot();
    const id = slugs["coupe-shampoing"]!;
    const intents: Array<Record<string, string | string[]>> = [
      form(),
      form({ intent: "edit", id, price: "1" }),
      { intent: "move-service", id, direction: "down" },
      { intent: "move-category", category: "Coiffure", direction: "down" },
      { intent: "retire", id },
      { intent: "restore", id },
    ];
    for (const cookie of [undefined, customer]) {
      for (const fields of intents) expect((await post(fields, { cookie })).status).toBe(403);
      expect((await callRoute(loader, new Request(`${ORIGIN}/admin/prestations`, cookie ? { headers: { Cookie: cookie } } : {}))).status).toBe(302);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists the services by category in the site's order, with their settings and the barbers who perform them", async () => {
    const { categories, retired, barbers: listed } = await page();
    expect(categories.map((c) => c.name)).toEqual(["Coiffure", "Barbe", "Soins visage", "Formules", "Coloration, Défrisage", "Juniors & Etudiant"]);
    expect(categories.flatMap((c) => c.services.map((s) => s.id))).toEqual((await listServices()).map((s) => s.id));
    expect(retired).toEqual([]);
    expect(listed.map((b) => b.name)).toEqual(["Karim", "Yanis", "Lucas"]);
    const shave = categories.flatMap((c) => c.services).find((s) => s.id === slugs["rasage-complet"])!;
    expect(shave).toMatchObject({ category: "Barbe", bufferMinutes: 0, bookableOnline: true, retiredOn: null, performerIds: [team.Karim, team.Yanis] });
  });

  it("adds a service last of its category, its slug from its title, the barbers left unchecked skipping it; the site's list has it at once", async () => {
    const before = await titlesIn("Barbe");
    const added = await reply(form({ barberIds: [team.Karim!, team.Yanis!] }));
    expect(added).toMatchObject({ status: 200, ok: true, message: m.created });
    const id = (added as unknown as { id: string }).id;
    expect(await row(id)).toMatchObject({
      slug: "soin-barbe-a-l-huile",
      title: "Soin barbe à l'huile",
      description: "Huile chaude, massage et taille.",
      category: "Barbe",
      durationMinutes: 25,
      priceCents: 2250,
      bufferMinutes: 5,
      bookableOnline: true,
      retiredAt: null,
    });
    expect(await titlesIn("Barbe")).toEqual([...before, "Soin barbe à l'huile"]);
    expect(await placesIn("Barbe")).toHaveLength(before.length + 1);
    expect(await skippers(id)).toEqual([team.Lucas]);
    // The team kept in memory knows it too: Lucas is not offered for it.
    expect((await getTeam()).find((b) => b.id === team.Lucas)!.skippedServiceIds).toContain(id);
    const tuesday = nextWeekday(2);
    const offered = await availableSlots([id], tuesday, new Date(), db());
    expect(offered.ok && offered.barbers.map((b) => b.name)).toEqual(["Karim", "Yanis"]);

    // The same title again: a slug of its own; a title of no letters: 'prestation'.
    const again = (await reply(form({ description: "", buffer: "" }))) as unknown as { id: string };
    expect(await row(again.id)).toMatchObject({ slug: "soin-barbe-a-l-huile-2", description: null, bufferMinutes: 0 });
    const symbols = (await reply(form({ title: "✂️" }))) as unknown as { id: string };
    expect((await row(symbols.id)).slug).toBe("prestation");
    for (const other of [again.id, symbols.id]) expect(await reply({ intent: "retire", id: other })).toMatchObject({ status: 200 });
  });

  it("adds a service in a new category, created last in the order; a new category typed as an existing one is that one", async () => {
    const added = (await reply(form({ title: "Épilation des sourcils", category: "", newCategory: "  Soins  du regard ", price: "8" }))) as unknown as {
      id: string;
      ok: boolean;
    };
    expect(added.ok).toBe(true);
    expect((await row(added.id)).category).toBe("Soins du regard");
    expect(await categoryOrder()).toEqual(["Coiffure", "Barbe", "Soins visage", "Formules", "Coloration, Défrisage", "Juniors & Etudiant", "Soins du regard"]);
    expect((await listServices()).at(-1)).toMatchObject({ id: added.id, category: "Soins du regard", priceCents: 800 });
    const same = (await reply(form({ title: "Teinture des cils", category: "", newCategory: "soins du regard" }))) as unknown as { id: string };
    expect((await row(same.id)).category).toBe("Soins du regard");
    expect(await db().$count(serviceCategoryRows)).toBe(7);
    expect(await titlesIn("Soins du regard")).toEqual(["Épilation des sourcils", "Teinture des cils"]);
  });

  it("edits a service: every field and who performs it, read by the site's list and the bookings at once", async () => {
    const id = slugs["coupe-degrade"]!;
    const edited = await reply(
      form({
        intent: "edit",
        id,
        title: "Coupe dégradé américain",
        description: "",
        category: "Coiffure",
        duration: "50",
        price: "27.9",
        buffer: "10",
        depositKind: "percent",
        depositAmount: "30",
        bookableOnline: [],
        barberIds: [team.Yanis!],
      }),
    );
    expect(edited).toMatchObject({ status: 200, ok: true, message: m.updated });
    const listed = (await listServices()).find((s) => s.id === id);
    expect(listed).toEqual({
      id,
      title: "Coupe dégradé américain",
      description: null,
      durationMinutes: 50,
      priceCents: 2790,
      category: "Coiffure",
      bufferMinutes: 10,
      bookableOnline: false,
      depositKind: "percent",
      depositValue: 30,
    });
    expect(await skippers(id)).toEqual([team.Karim, team.Lucas].sort());
    // Not bookable online: the booking dialog is refused it.
    expect(await availableSlots([id], nextWeekday(2), new Date(), db())).toMatchObject({ ok: false, code: "INVALID_SERVICE" });

    // Back online, performed by all: the skipped rows are gone, the slug kept.
    expect(await reply(form({ intent: "edit", id, title: "Coupe dégradé", category: "Coiffure", duration: "45", price: "23" }))).toMatchObject({ ok: true });
    expect(await skippers(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ slug: "coupe-degrade", durationMinutes: 45, priceCents: 2300, bookableOnline: true });
    const offered = await availableSlots([id], nextWeekday(2), new Date(), db());
    expect(offered.ok && offered.barbers.map((b) => b.name)).toEqual(["Karim", "Yanis", "Lucas"]);
  });

  it("a service moved to another category goes last of it; the places of both stay 0, 1, 2… with none twice", async () => {
    const id = slugs["coupe-ciseaux"]!;
    const formules = await titlesIn("Formules");
    expect(await reply(form({ intent: "edit", id, title: "Coupe ciseaux", category: "Formules" }))).toMatchObject({ ok: true });
    expect(await titlesIn("Formules")).toEqual([...formules, "Coupe ciseaux"]);
    expect(await titlesIn("Coiffure")).not.toContain("Coupe ciseaux");
    expect(await reply(form({ intent: "edit", id, title: "Coupe ciseaux", category: "Coiffure" }))).toMatchObject({ ok: true });
    expect((await titlesIn("Coiffure")).at(-1)).toBe("Coupe ciseaux");
    for (const category of ["Formules", "Coiffure"]) {
      const places = await placesIn(category);
      expect(new Set(places).size).toBe(places.length);
    }
  });

  it("refuses each field's wrong value under that field, with nothing saved", async () => {
    const id = slugs["coupe-shampoing"]!;
    const before = await db().select().from(services);
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [{ title: "" }, "title", m.titleRequired],
      [{ title: "x".repeat(81) }, "title", m.titleTooLong],
      [{ description: "x".repeat(301) }, "description", m.descriptionTooLong],
      [{ category: "" }, "newCategory", m.newCategoryRequired],
      [{ newCategory: "Autre" }, "newCategory", m.newCategoryUnused],
      [{ category: "", newCategory: "x".repeat(41) }, "newCategory", m.newCategoryTooLong],
      [{ category: "Épilation" }, "category", m.CATEGORY_NOT_FOUND],
      [{ duration: "" }, "duration", m.durationRequired],
      [{ duration: "0" }, "duration", m.durationInvalid],
      [{ duration: "485" }, "duration", m.durationInvalid],
      [{ duration: "33" }, "duration", m.durationInvalid],
      [{ price: "" }, "price", m.priceRequired],
      [{ price: "12,345" }, "price", m.priceInvalid],
      [{ price: "1e3" }, "price", m.priceInvalid],
      [{ price: "-1" }, "price", m.priceInvalid],
      [{ price: "1000,01" }, "price", m.priceInvalid],
      [{ buffer: "65" }, "buffer", m.bufferInvalid],
      [{ buffer: "12" }, "buffer", m.bufferInvalid],
      [{ barberIds: [] }, "barberIds", m.barbersRequired],
      [{ barberIds: [team.Karim!, "00000000-0000-4000-8000-000000000000"] }, "barberIds", m.UNKNOWN_BARBER],
      [{ barberIds: ["karim"] }, "barberIds", m.UNKNOWN_BARBER],
    ];
    const intents: Array<Record<string, string>> = [{ intent: "create" }, { intent: "edit", id }];
    for (const intent of intents) {
      for (const [fields, field, message] of cases) {
        const answer = await reply(form({ ...intent, ...fields }));
        expect({ fields, answer: [answer.status, answer.fieldErrors?.[field]] }).toEqual({ fields, answer: [400, message] });
      }
    }
    // A barber who no longer works at the salon cannot be given a service.
    await db().update(barbers).set({ active: false }).where(eq(barbers.id, team.Lucas!));
    expect(await reply(form({ barberIds: [team.Lucas!] }))).toMatchObject({ status: 400, fieldErrors: { barberIds: m.UNKNOWN_BARBER } });
    await db().update(barbers).set({ active: true }).where(eq(barbers.id, team.Lucas!));
    expect(await db().select().from(services)).toEqual(before);
  });

  it("moves a service up and down inside its category, the site's order following at once", async () => {
    const before = await titlesIn("Coiffure");
    const second = (await listServices()).filter((s) => s.category === "Coiffure")[1]!;
    expect(await reply({ intent: "move-service", id: second.id, direction: "up" })).toMatchObject({ status: 200, message: m.moved });
    expect(await titlesIn("Coiffure")).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await placesIn("Coiffure")).toEqual(before.map((_, i) => i));
    // At the top, 'Monter' changes nothing.
    expect(await reply({ intent: "move-service", id: second.id, direction: "up" })).toMatchObject({ status: 200 });
    expect(await titlesIn("Coiffure")).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await reply({ intent: "move-service", id: second.id, direction: "down" })).toMatchObject({ status: 200 });
    expect(await titlesIn("Coiffure")).toEqual(before);
  });

  it("moves a category up and down in the site's order", async () => {
    const before = await categoryOrder();
    expect(await reply({ intent: "move-category", category: "Barbe", direction: "up" })).toMatchObject({ status: 200, message: m.categoryMoved });
    const moved = ["Barbe", "Coiffure", ...before.slice(2)];
    expect(await categoryOrder()).toEqual(moved);
    expect([...new Set((await listServices()).map((s) => s.category))]).toEqual(moved);
    expect((await db().select().from(serviceCategoryRows)).map((c) => c.position).sort((a, b) => a - b)).toEqual(before.map((_, i) => i));
    expect(await reply({ intent: "move-category", category: before.at(-1)!, direction: "down" })).toMatchObject({ status: 200 });
    await reply({ intent: "move-category", category: "Barbe", direction: "down" });
    expect(await categoryOrder()).toEqual(before);
  });

  it("moves made at the same moment never leave two services, or two categories, in one place", async () => {
    // Neighbours moved at once, again and again: each move must read the order the one before it wrote.
    for (let round = 0; round < 10; round++) {
      const order = (await listServices(db())).filter((s) => s.category === "Coiffure");
      const categories = await categoryOrder();
      await Promise.all([...[1, 2, 3].map((i) => moveService(order[i]!.id, "up")), ...[1, 2, 3].map((i) => moveCategory(categories[i]!, "up"))]);
      expect({ round, places: await placesIn("Coiffure") }).toEqual({ round, places: order.map((_, i) => i) });
      const categoryPlaces = (await db().select().from(serviceCategoryRows)).map((c) => c.position).sort((a, b) => a - b);
      expect({ round, places: categoryPlaces }).toEqual({ round, places: categories.map((_, i) => i) });
    }
  });

  it("retires a service (gone from the list and the dialog at once, its bookings kept as made) and puts it back last of its category", async () => {
    const id = slugs["rasage-complet"]!;
    const tuesday = nextWeekday(2);
    const booked = await createBooking({
      serviceIds: [id],
      date: tuesday,
      timeSlot: "11:00",
      barberId: team.Karim!,
      name: "Client Rasage",
      email: "client-rasage@example.test",
      phone: "06 12 34 56 78",
    });
    if (!booked.ok) throw new Error(`booking refused: ${booked.code}`);
    const shave = (await listServices()).find((s) => s.id === id)!;

    expect(await reply({ intent: "retire", id })).toMatchObject({ status: 200, message: m.retired });
    expect((await listServices()).map((s) => s.id)).not.toContain(id);
    expect(await availableSlots([id], tuesday, new Date(), db())).toMatchObject({ ok: false, code: "INVALID_SERVICE" });
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(kept).toMatchObject({ status: "confirmed", title: shave.title, priceCents: shave.priceCents, serviceId: id });
    const { retired, categories } = await page();
    expect(retired.map((s) => s.id)).toContain(id);
    expect(retired.find((s) => s.id === id)!.retiredOn).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(categories.flatMap((c) => c.services.map((s) => s.id))).not.toContain(id);

    // Retired: it can be neither retired again, edited nor moved; only put back.
    expect(await reply({ intent: "retire", id })).toMatchObject({ status: 409, message: m.ALREADY_RETIRED });
    expect(await reply(form({ intent: "edit", id, title: "Rasage" }))).toMatchObject({ status: 409, message: m.RETIRED });
    expect(await reply({ intent: "move-service", id, direction: "up" })).toMatchObject({ status: 409, message: m.RETIRED });

    expect(await reply({ intent: "restore", id })).toMatchObject({ status: 200, message: m.restored });
    expect((await titlesIn("Barbe")).at(-1)).toBe(shave.title);
    const places = await placesIn("Barbe");
    expect(new Set(places).size).toBe(places.length);
    expect((await availableSlots([id], tuesday, new Date(), db())).ok).toBe(true);
    expect(await reply({ intent: "restore", id })).toMatchObject({ status: 409, message: m.NOT_RETIRED });
  });

  it("saves the salon's rules on arrhes, read back by the bookings", async () => {
    const saved = await reply({ intent: "deposit-rules", audience: "new_clients", absenceThreshold: "3", absenceAction: "refuse", absencePercent: "40" });
    expect(saved).toMatchObject({ status: 200, ok: true, message: m.rulesSaved });
    expect(await getDepositRules(db())).toEqual({ audience: "new_clients", absenceThreshold: 3, absenceAction: "refuse", absencePercent: 40 });
    // Left empty: no rule on absences.
    await reply({ intent: "deposit-rules", audience: "everyone", absenceThreshold: "", absenceAction: "deposit", absencePercent: "50" });
    expect(await getDepositRules(db())).toEqual(DEFAULT_DEPOSIT_RULES);
  });

  it("answers crafted posts with a French message and a 4xx, never a 500", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: Array<[Record<string, string | string[]>, number, string]> = [
      [{ intent: "delete", id: slugs["coupe-shampoing"]! }, 400, m.UNKNOWN],
      [{ intent: "add-barber", name: "Intrus" }, 400, m.UNKNOWN],
      [{}, 400, m.UNKNOWN],
      [form({ intent: "edit", id: unknown }), 404, m.NOT_FOUND],
      [form({ intent: "edit", id: "coupe" }), 400, m.invalidService],
      [{ intent: "move-service", id: unknown, direction: "up" }, 404, m.NOT_FOUND],
      [{ intent: "move-service", id: slugs["coupe-shampoing"]!, direction: "sideways" }, 400, m.UNKNOWN],
      [{ intent: "move-category", category: "Inconnue", direction: "up" }, 404, m.invalidCategory],
      [{ intent: "retire", id: unknown }, 404, m.NOT_FOUND],
      [{ intent: "retire", id: "'; drop table services; --" }, 400, m.invalidService],
      [{ intent: "restore", id: unknown }, 404, m.NOT_FOUND],
      [form({ bookableOnline: "oui" }), 400, m.UNKNOWN],
      [form({ depositKind: "acompte" }), 400, m.UNKNOWN],
      [form({ depositKind: "fixed", depositAmount: "1e9" }), 400, m.depositFixedInvalid],
      [form({ depositKind: "percent", depositAmount: "150" }), 400, m.depositPercentInvalid],
      [{ intent: "deposit-rules", audience: "everyone", absenceThreshold: "0", absenceAction: "refuse", absencePercent: "50" }, 400, m.absenceThresholdInvalid],
      [{ intent: "deposit-rules", audience: "everyone", absenceThreshold: "", absenceAction: "refuse", absencePercent: "0" }, 400, m.absencePercentInvalid],
      [{ intent: "deposit-rules", audience: "tous", absenceThreshold: "", absenceAction: "refuse", absencePercent: "50" }, 400, m.UNKNOWN],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await reply(fields);
      expect({ fields, status: answer.status, message: answer.message }).toEqual({ fields, status, message });
    }
    const huge = await reply(form({ description: "x".repeat(200_000) }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const json = await callRoute(
      action,
      new Request(`${ORIGIN}/admin/prestations`, {
        method: "POST",
        body: JSON.stringify({ ...form(), barberIds: [team.Karim] }),
        headers: { "content-type": "application/json", Cookie: admin, Origin: ORIGIN },
      }),
    );
    expect(json.status).toBe(400);
    expect((await db().select().from(services).where(eq(services.id, unknown))).length).toBe(0);
  });
});
