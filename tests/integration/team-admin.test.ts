import { mkdtempSync, readdirSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { removeOrphanProductImages } from "~/features/admin/product-images.server";
import { createPhoneBooking } from "~/features/admin/agenda.server";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import { addDays } from "~/lib/paris-time";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { loader as aboutLoader } from "~/routes/about";
import { action, loader } from "~/routes/admin/team";
import { barberAbsences, barbers, barberSkippedServices, barberWeeklyHours, bookings, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { barberIdsByName, nextWeekday, parisToday } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
let serviceId = "";
const ids: Record<string, string> = {};

const today = parisToday;
const next = nextWeekday;

type Listed = {
  id: string;
  date: string;
  timeSlot: string;
  customerEmail: string | null;
  barberName: string;
  reason: string;
  alternatives: Array<{ id: string; name: string }>;
};
type Page = {
  barbers: Array<{
    id: string;
    name: string;
    presentation: string | null;
    photoUrl: string | null;
    active: boolean;
    absences: Array<{ id: string; label: string }>;
  }>;
  outside: Listed[];
};
const page = async () => (await callRoute(loader, new Request(`${ORIGIN}/admin/equipe`, { headers: { Cookie: admin } }))).data as Page;
const post = (fields: Record<string, string>, as: { cookie?: string } = { cookie: admin }) => callRoute(action, formRequest("/admin/equipe", fields, as));
const data = async (fields: Record<string, string>) => (await post(fields)).data as { ok: boolean; message: string; bookings?: Array<{ id: string }> };

/** A multipart post, as the profile form sends it with its photo. */
async function postMultipart(fields: Record<string, string>, photo?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) form.set("photo", photo);
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const headers = {
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
    Origin: ORIGIN,
    [CLIENT_IP_HEADER]: "192.0.2.40",
    Cookie: admin,
  };
  return callRoute(action, new Request(`${ORIGIN}/admin/equipe`, { method: "POST", body, headers }));
}

const slots = async (date: string, barberId: string | null = null, service = serviceId) => {
  const result = await availableSlots([service], date, new Date(), db(), barberId);
  return result.ok ? result.slots : result.code;
};
const working = async (date: string, service = serviceId) => {
  const result = await availableSlots([service], date, new Date(), db());
  return result.ok ? result.barbers.map((b) => b.name) : [];
};
let clients = 0;
const book = (date: string, timeSlot: string, barberId: string) =>
  createBooking({ serviceIds: [serviceId], date, timeSlot, barberId, name: "Client Test", email: `client-${++clients}@example.test`, phone: "06 12 34 56 78" });
const week = (overrides: Record<number, [string, string?]> = {}) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
      [`mode${d}`, overrides[d]?.[0] ?? "salon"],
      [`hours${d}`, overrides[d]?.[1] ?? ""],
    ]),
  );
const mailsTo = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((row) => row.type);
const barberOf = async (bookingId: string) => (await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-team-"));
  resetConfig();
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
  Object.assign(ids, await barberIdsByName(db()));
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client-equipe@example.test");
});

describe("the team's admin screen", () => {
  it("refuses every action to a signed-out visitor and to a customer, with nothing changed", async () => {
    const counts = async () =>
      Promise.all([barbers, barberAbsences, barberWeeklyHours, barberSkippedServices, bookings, emailOutbox].map((table) => db().$count(table)));
    const before = [await counts(), await db().select().from(barbers)];
    const karim = ids.Karim!;
    const date = next(2);
    const intents: Array<Record<string, string>> = [
      { intent: "add-barber", name: "Intrus" },
      { intent: "edit-barber", id: karim, name: "Intrus" },
      { intent: "reorder", id: karim, direction: "down" },
      { intent: "set-active", id: karim, active: "off" },
      { intent: "save-services", id: karim },
      { intent: "save-week", id: karim, ...week({ 2: ["off"] }) },
      { intent: "add-absence", id: karim, from: date, to: date, label: "Congés" },
      { intent: "delete-absence", absenceId: karim },
      { intent: "move-booking", bookingId: karim, barberId: karim },
      { intent: "cancel-booking", bookingId: karim },
    ];
    for (const cookie of [undefined, customer]) {
      for (const fields of intents) expect((await post(fields, { cookie })).status).toBe(403);
      expect((await callRoute(loader, new Request(`${ORIGIN}/admin/equipe`, cookie ? { headers: { Cookie: cookie } } : {}))).status).toBe(302);
    }
    expect([await counts(), await db().select().from(barbers)]).toEqual(before);
  });

  it("adds a barber with a photo through the product images' sizes, edits, orders and deactivates them; /about follows", async () => {
    const photo = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#604020" } })
            .png()
            .toBuffer(),
        ),
      ],
      "sofiane.png",
      { type: "image/png" },
    );
    const added = await postMultipart({ intent: "add-barber", name: "Sofiane", presentation: "Spécialiste des coupes afro." }, photo);
    expect(added).toMatchObject({ status: 200, data: { ok: true, message: "Barbier ajouté" } });
    let listed = (await page()).barbers;
    const sofiane = listed.at(-1)!;
    expect(sofiane).toMatchObject({ name: "Sofiane", presentation: "Spécialiste des coupes afro.", active: true });
    expect(sofiane.photoUrl).toMatch(/^\/media\/products\/[0-9a-f]{16}-480x640\.webp$/);
    ids.Sofiane = sofiane.id;

    // The clean-up of product images keeps a barber's photo, however old its files.
    const images = path.join(getConfig().dataDir, "uploads", "product-images");
    const files = readdirSync(images);
    expect(files).toHaveLength(2);
    for (const name of files) utimesSync(path.join(images, name), new Date("2020-01-01"), new Date("2020-01-01"));
    await removeOrphanProductImages(new Date());
    expect(readdirSync(images).sort()).toEqual(files.sort());

    let about = (await aboutLoader()) as { team: Array<{ name: string; photo: { url: string; width: number; height: number } | null }> };
    expect(about.team.at(-1)).toEqual({
      id: sofiane.id,
      name: "Sofiane",
      presentation: "Spécialiste des coupes afro.",
      photo: { url: sofiane.photoUrl, width: 480, height: 640 },
    });

    expect(await postMultipart({ intent: "edit-barber", id: sofiane.id, name: "Sofiane B.", presentation: "" })).toMatchObject({
      status: 200,
      data: { message: "Barbier mis à jour" },
    });
    expect(await post({ intent: "reorder", id: sofiane.id, direction: "up" })).toMatchObject({ status: 200, data: { ok: true } });
    listed = (await page()).barbers;
    expect(listed.at(-2)).toMatchObject({ id: sofiane.id, name: "Sofiane B.", presentation: null, photoUrl: sofiane.photoUrl });
    about = (await aboutLoader()) as typeof about;
    expect(about.team.map((b) => b.name)).toEqual(listed.filter((b) => b.active).map((b) => b.name));

    const tuesday = next(2);
    expect(await working(tuesday)).toContain("Sofiane B.");
    expect(await post({ intent: "set-active", id: sofiane.id, active: "off" })).toMatchObject({ status: 200, data: { ok: true, bookings: [] } });
    expect(await working(tuesday)).not.toContain("Sofiane B.");
    expect(await slots(tuesday, sofiane.id)).toBe("INVALID_BARBER");
    about = (await aboutLoader()) as typeof about;
    expect(about.team.map((b) => b.name)).not.toContain("Sofiane B.");
    expect(await post({ intent: "set-active", id: sofiane.id, active: "on" })).toMatchObject({ status: 200, data: { message: "Barbier réactivé" } });
    expect(await working(tuesday)).toContain("Sofiane B.");
  });

  it("the services left unchecked are no longer offered with that barber", async () => {
    const tuesday = next(2);
    const yanis = ids.Yanis!;
    expect((await slots(tuesday, yanis)) as string[]).not.toHaveLength(0);
    const all = (await db().select({ id: services.id }).from(services)).map((s) => s.id);
    const form = new URLSearchParams({ intent: "save-services", id: yanis });
    for (const id of all.filter((id) => id !== serviceId)) form.append("serviceIds", id);
    const request = new Request(`${ORIGIN}/admin/equipe`, { method: "POST", body: form, headers: { Cookie: admin, Origin: ORIGIN } });
    expect(await callRoute(action, request)).toMatchObject({ status: 200, data: { message: "Prestations enregistrées" } });
    expect(await slots(tuesday, yanis)).toBe("INVALID_BARBER");
    expect(await working(tuesday)).not.toContain("Yanis");
    // None checked: refused.
    expect(await post({ intent: "save-services", id: yanis })).toMatchObject({ status: 400, data: { message: "Cochez au moins une prestation" } });
    const back = new URLSearchParams({ intent: "save-services", id: yanis });
    for (const id of all) back.append("serviceIds", id);
    await callRoute(action, new Request(`${ORIGIN}/admin/equipe`, { method: "POST", body: back, headers: { Cookie: admin, Origin: ORIGIN } }));
    expect(await working(tuesday)).toContain("Yanis");
  });

  it("a barber's week and absences change their slots; hours outside the salon's are refused", async () => {
    const tuesday = next(2);
    const karim = ids.Karim!;
    expect(await post({ intent: "save-week", id: karim, ...week({ 2: ["hours", "10:00-12:00"] }) })).toMatchObject({
      status: 200,
      data: { message: "Semaine du barbier enregistrée" },
    });
    expect(await slots(tuesday, karim)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    await post({ intent: "save-week", id: karim, ...week({ 2: ["off"] }) });
    expect(await slots(tuesday, karim)).toEqual([]);
    expect(await working(tuesday)).not.toContain("Karim");

    const refused = await post({ intent: "save-week", id: karim, ...week({ 2: ["hours", "08:00-12:00"] }) });
    expect(refused).toMatchObject({ status: 400, data: { ok: false, field: "hours2" } });
    expect((refused.data as { message: string }).message).toContain("Les horaires d'un barbier doivent rester dans ceux du salon (Mardi : 10:00-20:00)");
    expect(await post({ intent: "save-week", id: karim, ...week({ 2: ["hours", ""] }) })).toMatchObject({ status: 400, data: { field: "hours2" } });
    await post({ intent: "save-week", id: karim, ...week() });
    expect((await slots(tuesday, karim)) as string[]).toHaveLength(20);

    expect(await post({ intent: "add-absence", id: karim, from: tuesday, to: tuesday, label: "Formation" })).toMatchObject({
      status: 200,
      data: { message: "Absence ajoutée", bookings: [] },
    });
    expect(await slots(tuesday, karim)).toEqual([]);
    const absence = (await page()).barbers.find((b) => b.id === karim)!.absences.find((a) => a.label === "Formation")!;
    expect(await post({ intent: "delete-absence", absenceId: absence.id })).toMatchObject({ status: 200, data: { message: "Absence supprimée" } });
    expect((await slots(tuesday, karim)) as string[]).toHaveLength(20);
  });

  it("an absence and a deactivation list the barber's bookings, which can be given to another barber or cancelled, the client mailed each time", async () => {
    const thursday = next(4);
    const yanis = ids.Yanis!;
    const karim = ids.Karim!;
    const first = await book(thursday, "10:00", yanis);
    const second = await book(thursday, "11:00", yanis);
    if (!first.ok || !second.ok) throw new Error("booking refused");
    const absence = await data({ intent: "add-absence", id: yanis, from: thursday, to: thursday, label: "Maladie" });
    expect(absence.message).toBe("Absence ajoutée. Des rendez-vous tombent pendant cette absence : ils sont listés en haut de la page");
    expect(absence.bookings?.map((b) => b.id).sort()).toEqual([first.bookingId, second.bookingId].sort());
    const outside = (await page()).outside;
    expect(outside.map((b) => [b.id, b.reason, b.barberName])).toEqual([
      [first.bookingId, "absent", "Yanis"],
      [second.bookingId, "absent", "Yanis"],
    ]);
    expect(outside[0]!.alternatives.map((a) => a.name)).toContain("Karim");

    const moved = await post({ intent: "move-booking", bookingId: first.bookingId, barberId: karim });
    expect(moved).toMatchObject({ status: 200, data: { ok: true, message: "Rendez-vous confié à un autre barbier : le client a été prévenu par e-mail" } });
    const firstRow = await barberOf(first.bookingId);
    expect(firstRow).toMatchObject({ barberId: karim, date: thursday, timeSlot: "10:00", status: "confirmed" });
    expect(await mailsTo(outside[0]!.customerEmail!)).toContain("booking_moved");

    expect(await post({ intent: "cancel-booking", bookingId: second.bookingId })).toMatchObject({
      status: 200,
      data: { message: "Rendez-vous annulé : le client a été prévenu par e-mail" },
    });
    expect((await barberOf(second.bookingId)).status).toBe("cancelled");
    expect(await mailsTo(outside[1]!.customerEmail!)).toContain("booking_cancelled_by_salon");
    expect((await page()).outside).toEqual([]);
    // Once handled, a booking is no longer the screen's to move or cancel.
    expect(await post({ intent: "cancel-booking", bookingId: first.bookingId })).toMatchObject({
      status: 409,
      data: { message: "Ce rendez-vous n'est plus à reprendre" },
    });

    const lucas = ids.Lucas!;
    const third = await book(thursday, "15:00", lucas);
    if (!third.ok) throw new Error("booking refused");
    const deactivated = await data({ intent: "set-active", id: lucas, active: "off" });
    expect(deactivated.bookings?.map((b) => b.id)).toEqual([third.bookingId]);
    expect((await page()).outside.map((b) => [b.id, b.reason])).toEqual([[third.bookingId, "inactive"]]);
    await post({ intent: "cancel-booking", bookingId: third.bookingId });
    await post({ intent: "set-active", id: lucas, active: "on" });
  });

  it("an absence saved while bookings are made lists every booking made on its day", async () => {
    expect(await data({ intent: "add-barber", name: "Remplaçant" })).toMatchObject({ ok: true });
    const id = (await db().select().from(barbers).where(eq(barbers.name, "Remplaçant")))[0]!.id;
    for (let i = 0; i < 10; i++) {
      const date = addDays(today(), 2 + i);
      const [absence] = await Promise.all([
        data({ intent: "add-absence", id, from: date, to: date, label: "Congés" }),
        book(date, "10:00", id),
        book(date, "11:00", id),
        book(date, "15:00", id),
      ]);
      const made = await db()
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.barberId, id), eq(bookings.date, date), eq(bookings.status, "confirmed")));
      expect(absence.ok).toBe(true);
      expect(absence.bookings!.map((b) => b.id).sort()).toEqual(made.map((b) => b.id).sort());
    }
  });

  it("a barber deactivated while phone bookings are made for them, however far ahead, lists every booking made", async () => {
    expect(await data({ intent: "add-barber", name: "Saisonnier" })).toMatchObject({ ok: true });
    const id = (await db().select().from(barbers).where(eq(barbers.name, "Saisonnier")))[0]!.id;
    invalidateTeam();
    for (let i = 0; i < 8; i++) {
      // Beyond the booking window: the salon books by phone any day to come.
      const date = addDays(today(), 30 + i);
      const phone = (time: string) =>
        createPhoneBooking({
          intent: "phone-booking",
          serviceIds: [serviceId],
          date,
          timeSlot: time,
          barberId: id,
          name: `Loin ${i} ${time}`,
          phone: "06 55 44 33 22",
          email: null,
        });
      const [deactivated] = await Promise.all([data({ intent: "set-active", id, active: "off" }), phone("10:00"), phone("11:00")]);
      const made = await db()
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.barberId, id), eq(bookings.date, date), eq(bookings.status, "confirmed")));
      expect(deactivated.ok).toBe(true);
      expect(deactivated.bookings!.map((b) => b.id).sort()).toEqual(expect.arrayContaining(made.map((b) => b.id)));
      expect(await data({ intent: "set-active", id, active: "on" })).toMatchObject({ ok: true });
    }
  });

  it("a listed booking goes only to a barber offered for it: never to one on their day off", async () => {
    expect(await data({ intent: "add-barber", name: "Éphémère" })).toMatchObject({ ok: true });
    const id = (await db().select().from(barbers).where(eq(barbers.name, "Éphémère")))[0]!.id;
    invalidateTeam();
    const wednesday = addDays(next(3), 14); // Yanis's day off
    const made = await createPhoneBooking({
      intent: "phone-booking",
      serviceIds: [serviceId],
      date: wednesday,
      timeSlot: "17:00",
      barberId: id,
      name: "Client Éphémère",
      phone: "06 22 22 22 22",
      email: null,
    });
    if (!made.ok) throw new Error(made.message);
    expect(await data({ intent: "set-active", id, active: "off" })).toMatchObject({ ok: true });
    const listed = (await page()).outside.find((b) => b.id === made.bookingId)!;
    expect(listed.alternatives.map((a) => a.name)).not.toContain("Yanis");
    expect(await post({ intent: "move-booking", bookingId: made.bookingId, barberId: ids.Yanis! })).toMatchObject({
      status: 409,
      data: { message: "Ce barbier n'est pas disponible à cette heure-là" },
    });
    expect((await barberOf(made.bookingId)).barberId).toBe(id);
    expect(await post({ intent: "move-booking", bookingId: made.bookingId, barberId: listed.alternatives[0]!.id })).toMatchObject({ status: 200 });
  });

  it("cancelling a listed booking made by phone without an e-mail says the client must be called", async () => {
    expect(await data({ intent: "add-barber", name: "Partant" })).toMatchObject({ ok: true });
    const id = (await db().select().from(barbers).where(eq(barbers.name, "Partant")))[0]!.id;
    invalidateTeam();
    const date = addDays(today(), 20);
    const made = await createPhoneBooking({
      intent: "phone-booking",
      serviceIds: [serviceId],
      date,
      timeSlot: "10:00",
      barberId: id,
      name: "Sans Courriel",
      phone: "06 11 11 11 11",
      email: null,
    });
    if (!made.ok) throw new Error(made.message);
    expect(await data({ intent: "set-active", id, active: "off" })).toMatchObject({ ok: true, bookings: [{ id: made.bookingId }] });
    expect(await data({ intent: "cancel-booking", bookingId: made.bookingId })).toMatchObject({
      ok: true,
      message: "Rendez-vous annulé : le client n'a pas d'e-mail, appelez-le",
    });
  });

  it("answers bad input with a French message and a 4xx, never a 500", async () => {
    const karim = ids.Karim!;
    const unknown = "00000000-0000-4000-8000-000000000000";
    const date = next(2);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ intent: "edit-barber", id: unknown, name: "Personne" }, 404, "Ce barbier n'existe pas"],
      [{ intent: "set-active", id: unknown, active: "off" }, 404, "Ce barbier n'existe pas"],
      [{ intent: "reorder", id: unknown, direction: "up" }, 404, "Ce barbier n'existe pas"],
      [{ intent: "save-week", id: unknown, ...week() }, 404, "Ce barbier n'existe pas"],
      [{ intent: "add-absence", id: unknown, from: date, to: date, label: "Congés" }, 404, "Ce barbier n'existe pas"],
      [{ intent: "set-active", id: "karim", active: "off" }, 400, "Ce barbier n'existe pas"],
      [{ intent: "add-absence", id: karim, from: "2026-02-30", to: date, label: "Congés" }, 400, "Veuillez choisir une date valide"],
      [{ intent: "add-absence", id: karim, from: "demain", to: date, label: "Congés" }, 400, "Veuillez choisir une date valide"],
      [{ intent: "add-absence", id: karim, from: addDays(date, 1), to: date, label: "Congés" }, 400, "La date de fin doit être le jour de début ou après"],
      [{ intent: "add-absence", id: karim, from: "2020-01-01", to: "2020-01-02", label: "Congés" }, 400, "L'absence doit se terminer aujourd'hui ou plus tard"],
      [{ intent: "add-absence", id: karim, from: date, to: addDays(date, 400), label: "Congés" }, 400, "Une absence dure au plus 366 jours"],
      // Refused by its length, not looped over day by day.
      [{ intent: "add-absence", id: karim, from: date, to: "9999-12-31", label: "Congés" }, 400, "Une absence dure au plus 366 jours"],
      [{ intent: "add-absence", id: karim, from: date, to: date, label: "x".repeat(81) }, 400, "Le motif ne doit pas dépasser 80 caractères"],
      [{ intent: "add-barber", name: "x".repeat(81) }, 400, "Le nom ne doit pas dépasser 80 caractères"],
      [{ intent: "add-barber", name: "   " }, 400, "Veuillez indiquer le nom du barbier"],
      [{ intent: "add-barber", name: "Léo", presentation: "x".repeat(501) }, 400, "La présentation ne doit pas dépasser 500 caractères"],
      [{ intent: "save-week", id: karim, ...week({ 3: ["hours", "matin"] }) }, 400, "Horaires invalides"],
      [{ intent: "delete-absence", absenceId: unknown }, 404, "Cette absence n'existe plus"],
      [{ intent: "move-booking", bookingId: unknown, barberId: karim }, 409, "Ce rendez-vous n'est plus à reprendre"],
      [{ intent: "cancel-booking", bookingId: "x" }, 400, "Ce rendez-vous n'est plus à reprendre"],
      [{ intent: "supprimer-tout" }, 400, "Erreur lors de l'enregistrement de l'équipe"],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(fields);
      expect({ fields, status: answer.status }).toEqual({ fields, status });
      expect((answer.data as { message: string }).message).toContain(message);
    }
    const huge = await post({ intent: "add-barber", name: "Léo", presentation: "x".repeat(200_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const photo = await postMultipart({ intent: "add-barber", name: "Léo" }, new File(["pas une image"], "photo.png", { type: "image/png" }));
    expect(photo).toMatchObject({ status: 400, data: { message: "Seules les images PNG, JPG, JPEG ou WebP sont acceptées", field: "photo" } });
    expect((await db().select().from(barbers).where(eq(barbers.name, "Léo"))).length).toBe(0);
  });
});
