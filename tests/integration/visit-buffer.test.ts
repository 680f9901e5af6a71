import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaMessages as am } from "~/features/admin/agenda-messages";
import { createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { availableSlots, rangeOf } from "~/features/booking/availability.server";
import { createBooking, writeBooking } from "~/features/booking/booking-write.server";
import { bookingMessages as m } from "~/features/booking/messages";
import { listMyBookings } from "~/features/booking/my-bookings.server";
import { invalidateServices } from "~/features/booking/services.server";
import { appointmentSpan, blockedSpan } from "~/features/booking/slots";
import { invalidateTeam } from "~/features/booking/team.server";
import { parisWallClock } from "~/lib/paris-time";
import { pgErrorCode } from "~db/errors";
import { barberSkippedServices, bookings, bookingServices, emailOutbox, services, user as users } from "~db/schema";
import { nextWeekday, openDemoSalon } from "../support/demo-salon";
import { customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// A booking is a visit (one service or several, done in a row by one barber) followed by a buffer
// (« temps de battement ») during which its barber stays unavailable; clients never see it. The
// rule: a visit of T minutes with a buffer of B takes its barber for ceil((T + B) / 30) * 30 minutes,
// its appointment lasting ceil(T / 30) * 30. On the test database (PGlite, or PostgreSQL with
// DATABASE_URL). Demo team: Karim, Yanis, and Lucas the apprentice (no shaves, colourings or
// straightening); 'Coloration barbe' (30 min) is given a 15-minute buffer here.
const database = useTestDatabase();
useTestAuth(database);
const db = () => database.current.db;
const ids: Record<string, string> = {};
const team: Record<string, string> = {};

// Days every barber works (Karim is off on Monday, Yanis on Wednesday, Lucas on Sunday).
const tuesday = nextWeekday(2);
const thursday = nextWeekday(4);
const saturday = nextWeekday(6);

const idsOf = (slugs: string[]) => slugs.map((slug) => ids[slug]!);
let n = 0;
const contact = (name = "Client Battement") => {
  n++;
  return { name, email: `battement-${n}@example.test`, phone: `06 40 ${String(10 + (n % 90))} ${String(10 + Math.floor(n / 90))} 00` };
};
/** An online booking of `slugs` with `barber` (a name of the team), as the booking dialog sends it. */
const online = (slugs: string[], date: string, timeSlot: string, barber: string | null = "Karim", who = contact()) =>
  createBooking({ serviceIds: idsOf(slugs), date, timeSlot, barberId: barber ? team[barber] : undefined, ...who });
/** A booking taken on the phone by the salon (the agenda's form, read). */
const byPhone = (slugs: string[], date: string, timeSlot: string, barber = "Karim") =>
  createPhoneBooking({
    intent: "phone-booking",
    serviceIds: idsOf(slugs),
    date,
    timeSlot,
    barberId: team[barber],
    ...contact("Client Téléphone"),
    // No e-mail: the customer gets no mail.
    email: null,
  });
const bookingIdOf = (result: { ok: boolean }) => {
  if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`);
  return (result as unknown as { bookingId: string }).bookingId;
};
/** The free starts of a visit with one barber. */
const free = async (slugs: string[], date: string, barber = "Karim") => {
  const answer = await availableSlots(idsOf(slugs), date, undefined, undefined, team[barber]);
  if (!answer.ok) throw new Error(answer.code);
  return answer.slots;
};

const wall = (ms: number) => parisWallClock(new Date(Number(ms))).time;
/** A booking's appointment and the time its barber is taken, in Paris wall-clock time. */
async function spansOf(id: string) {
  const [row] = await db()
    .select({
      start: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
      end: sql<number>`extract(epoch from upper(${bookings.during}))::float8 * 1000`,
      blockedStart: sql<number>`extract(epoch from lower(${bookings.blocked}))::float8 * 1000`,
      blockedEnd: sql<number>`extract(epoch from upper(${bookings.blocked}))::float8 * 1000`,
      bufferMinutes: bookings.bufferMinutes,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return { during: [wall(row!.start), wall(row!.end)], blocked: [wall(row!.blockedStart), wall(row!.blockedEnd)], bufferMinutes: row!.bufferMinutes };
}
const linesOf = (id: string) =>
  db()
    .select({
      position: bookingServices.position,
      serviceId: bookingServices.serviceId,
      title: bookingServices.title,
      durationMinutes: bookingServices.durationMinutes,
      priceCents: bookingServices.priceCents,
    })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, id))
    .orderBy(asc(bookingServices.position));
const serviceRows = async (slugs: string[]) => {
  const rows = await db().select().from(services).where(inArray(services.slug, slugs));
  return slugs.map((slug) => rows.find((r) => r.slug === slug)!);
};
const setBuffer = async (slug: string, bufferMinutes: number) => {
  await db().update(services).set({ bufferMinutes }).where(eq(services.slug, slug));
  invalidateServices();
};

beforeAll(async () => {
  const salon = await openDemoSalon(db());
  Object.assign(ids, salon.services);
  Object.assign(team, salon.team);
  await db().execute(sql`update services set buffer_minutes = 15 where slug = 'coloration-barbe'`);
  invalidateServices();
});

describe("a service's buffer", () => {
  it("keeps its barber after the appointment: the next start is no longer his, as it is after a service without buffer", async () => {
    expect(await free(["coupe-shampoing"], tuesday)).toEqual(expect.arrayContaining(["10:00", "10:30", "11:00", "12:00", "12:30"]));
    const plain = bookingIdOf(await online(["coupe-shampoing"], tuesday, "12:00"));
    const coloured = bookingIdOf(await online(["coloration-barbe"], tuesday, "10:00"));
    const after = await free(["coupe-shampoing"], tuesday);
    expect(after).not.toContain("10:00");
    // 10:30: the end of the colouring, the start of its buffer.
    expect(after).not.toContain("10:30");
    expect(after).toContain("11:00");
    expect(after).not.toContain("12:00");
    // Right after a service without buffer: free.
    expect(after).toContain("12:30");
    // Another barber is free then.
    expect(await free(["coupe-shampoing"], tuesday, "Yanis")).toContain("10:30");
    // The appointment ends with the service; its barber is taken 30 minutes (its 15 on the grid) more.
    expect(await spansOf(coloured)).toEqual({ during: ["10:00", "10:30"], blocked: ["10:00", "11:00"], bufferMinutes: 15 });
    expect(await spansOf(plain)).toEqual({ during: ["12:00", "12:30"], blocked: ["12:00", "12:30"], bufferMinutes: 0 });
    // A colouring whose buffer would run into the 12:00 booking is not offered; one that ends before it is.
    const colouring = await free(["coloration-barbe"], tuesday);
    expect(colouring).toContain("11:00");
    expect(colouring).not.toContain("11:30");
    expect(await free(["coupe-shampoing"], tuesday)).toContain("11:30");
  });

  it("rounds the appointment and its buffer together on the 30-minute grid", async () => {
    const cases: Array<[slug: string, buffer: number, time: string, during: string[], blocked: string[], nextFree: string, notFree: string | null]> = [
      // 15 + 10: one slot, as without buffer.
      ["contours-finitions", 10, "14:00", ["14:00", "14:30"], ["14:00", "14:30"], "14:30", null],
      // 45 + 15: one hour, as without buffer.
      ["coupe-degrade", 15, "15:00", ["15:00", "16:00"], ["15:00", "16:00"], "16:00", null],
      // 45 + 20: an hour and a half.
      ["soin-visage-purifiant", 20, "17:00", ["17:00", "18:00"], ["17:00", "18:30"], "18:30", "18:00"],
    ];
    try {
      for (const [slug, buffer, time, during, blocked, nextFree, notFree] of cases) {
        await setBuffer(slug, buffer);
        const id = bookingIdOf(await online([slug], tuesday, time, "Lucas"));
        expect(await spansOf(id)).toEqual({ during, blocked, bufferMinutes: buffer });
        const open = await free(["coupe-shampoing"], tuesday, "Lucas");
        expect(open).toContain(nextFree);
        if (notFree) expect(open).not.toContain(notFree);
      }
    } finally {
      for (const [slug] of cases) await setBuffer(slug, 0);
    }
  });
});

describe("a visit of several services", () => {
  const visit = ["taille-barbe-sculptee", "soin-visage", "coloration-barbe"];

  it("is one booking: its title, its totals, its lines in order; the mail lists each service and the invitation names them all", async () => {
    const rows = await serviceRows(visit);
    const who = contact("Paul Visite");
    const made = await online(visit, thursday, "14:00", "Yanis", who);
    const id = bookingIdOf(made);
    const title = rows.map((r) => r.title).join(" + ");
    expect(title).toBe("Taille de barbe sculptée + Soin visage + Coloration barbe");
    expect(made).toMatchObject({ durationMinutes: 90, priceCents: 4000, services: rows.map((r) => ({ id: r.id, title: r.title })) });
    const [booked] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(booked).toMatchObject({
      title,
      serviceId: ids["taille-barbe-sculptee"],
      durationMinutes: 90,
      priceCents: 4000,
      bufferMinutes: 15,
      barberId: team.Yanis,
    });
    expect(await linesOf(id)).toEqual(
      rows.map((r, position) => ({ position, serviceId: r.id, title: r.title, durationMinutes: r.durationMinutes, priceCents: r.priceCents })),
    );
    // 90 minutes, then the colouring's 15: the barber is free at 16:00.
    expect(await spansOf(id)).toEqual({ during: ["14:00", "15:30"], blocked: ["14:00", "16:00"], bufferMinutes: 15 });

    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, who.email), eq(emailOutbox.type, "booking_confirmation")));
    for (const r of rows) {
      expect(mail!.text).toContain(r.title);
      expect(mail!.html).toContain(r.title);
    }
    expect(mail!.text).toContain("40,00");
    const ics = Buffer.from((mail!.attachments as Array<{ contentBase64: string }>)[0]!.contentBase64, "base64")
      .toString()
      .replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:${title} avec Yanis`);
    // The client's calendar holds the appointment, never the buffer.
    expect(ics).toContain(`DTEND;TZID=Europe/Paris:${thursday.replace(/-/g, "")}T153000`);
    expect(`${mail!.text}\n${mail!.html}\n${ics}`).not.toMatch(/battement/i);
  });

  it("keeps what was booked when the list changes: the booking, its lines and 'Mes rendez-vous'", async () => {
    const who = contact("Léa Fidèle");
    const id = bookingIdOf(await online(visit, thursday, "10:00", "Karim", who));
    const before = { booking: (await db().select().from(bookings).where(eq(bookings.id, id)))[0], lines: await linesOf(id) };
    const account = await customer(who.email);
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
    const [colour, care] = await serviceRows(["coloration-barbe", "soin-visage"]);
    try {
      await db().update(services).set({ title: "Coloration barbe végétale", priceCents: 2900 }).where(eq(services.slug, "coloration-barbe"));
      await db().update(services).set({ priceCents: 1990 }).where(eq(services.slug, "soin-visage"));
      invalidateServices();
      expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]).toEqual(before.booking);
      expect(await linesOf(id)).toEqual(before.lines);
      const mine = await listMyBookings(account);
      expect(mine).toMatchObject({ confirmed: true });
      const listed = mine.confirmed ? mine.upcoming.find((b) => b.id === id) : undefined;
      expect(listed).toMatchObject({
        serviceTitle: "Taille de barbe sculptée + Soin visage + Coloration barbe",
        price: "40,00\u00a0€",
        serviceIds: idsOf(visit),
        barberName: "Karim",
      });
    } finally {
      await db().update(services).set({ title: colour!.title, priceCents: colour!.priceCents }).where(eq(services.slug, "coloration-barbe"));
      await db().update(services).set({ priceCents: care!.priceCents }).where(eq(services.slug, "soin-visage"));
      invalidateServices();
    }
  });
});

describe("a buffer holds, even at the same moment", () => {
  it("of two visits asked at once, whose times meet only in the first one's buffer, exactly one wins", async () => {
    for (const [first, second] of [
      ["10:00", "11:00"],
      ["12:30", "13:30"],
      ["14:30", "15:30"],
    ] as const) {
      // 10:00-11:00 then 30 minutes of buffer; the other 11:00-12:00.
      const results = await Promise.all([
        online(["taille-barbe-sculptee", "coloration-barbe"], saturday, first),
        online(["soin-visage", "contours-finitions"], saturday, second),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409, message: m.SLOT_TAKEN });
    }
    const karims = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.date, saturday), eq(bookings.barberId, team.Karim!), eq(bookings.status, "confirmed")));
    expect(karims).toHaveLength(3);
  });

  it("refuses a visit that would start inside another booking's buffer, online and by phone", async () => {
    const coloured = bookingIdOf(await online(["coloration-barbe"], saturday, "17:00"));
    expect(await spansOf(coloured)).toMatchObject({ blocked: ["17:00", "18:00"] });
    expect(await online(["coupe-shampoing"], saturday, "17:30")).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409 });
    expect(await online(["coupe-shampoing", "contours-finitions"], saturday, "17:30")).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409 });
    expect(await byPhone(["coupe-shampoing"], saturday, "17:30")).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409, message: am.SLOT_TAKEN });
    // By phone, any time the owner likes: 17:40 is inside it too.
    expect(await byPhone(["contours-finitions"], saturday, "17:40")).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409 });
    // 'Sans préférence' gets another barber.
    const anyone = await online(["coupe-shampoing"], saturday, "17:30", null);
    expect(anyone).toMatchObject({ ok: true });
    expect((anyone as { barber: { name: string } }).barber.name).not.toBe("Karim");
    expect(await byPhone(["coupe-shampoing"], saturday, "18:00")).toMatchObject({ ok: true });
  });

  it("refuses a phone booking whose own buffer would run into the next booking", async () => {
    expect(await online(["coupe-shampoing"], saturday, "19:00")).toMatchObject({ ok: true });
    // 18:30-19:00 fits, its buffer would not.
    expect(await byPhone(["coloration-barbe"], saturday, "18:30")).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409 });
    expect(await byPhone(["coupe-shampoing"], saturday, "18:30")).toMatchObject({ ok: true });
  });

  it("is the database's guarantee too: a row written straight into the table that meets a buffer is refused (23P01)", async () => {
    const [taken] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.date, saturday), eq(bookings.timeSlot, "17:00"), eq(bookings.barberId, team.Karim!)));
    const insertAt = (timeSlot: string, durationMinutes: number, bufferMinutes: number) =>
      db()
        .insert(bookings)
        .values({
          serviceId: taken!.serviceId,
          customerId: taken!.customerId,
          barberId: team.Karim!,
          customerName: "Écrit À La Main",
          customerPhone: "06 00 00 00 00",
          date: saturday,
          timeSlot,
          title: "Coupe + shampoing",
          durationMinutes,
          priceCents: 2000,
          during: rangeOf(appointmentSpan(saturday, timeSlot, durationMinutes)),
          bufferMinutes,
          blocked: rangeOf(blockedSpan(saturday, timeSlot, durationMinutes, bufferMinutes)),
          status: "confirmed",
          channel: "phone",
        })
        .returning({ id: bookings.id });
    const refusal = async (write: Promise<unknown>) => {
      try {
        await write;
        return "written";
      } catch (error) {
        return pgErrorCode(error);
      }
    };
    // Its appointment in the 17:00 colouring's buffer (17:30-18:00).
    expect(await refusal(insertAt("17:30", 30, 0))).toBe("23P01");
    // Its own buffer in the 17:00 colouring (16:30-17:00, then 15 minutes).
    expect(await refusal(insertAt("16:30", 30, 15))).toBe("23P01");
    // The same at 16:30 without buffer fits.
    expect(await refusal(insertAt("16:30", 30, 0))).toBe("written");
  });
});

describe("visits no one can take", () => {
  it("a combination no active barber performs: SERVICES_APART, from the slots, online and by phone", async () => {
    // Lucas does no shave; Karim and Yanis give up the purifying facial care.
    const apart = ["rasage-complet", "soin-visage-purifiant"];
    await db()
      .insert(barberSkippedServices)
      .values([
        { barberId: team.Karim!, serviceId: ids["soin-visage-purifiant"]! },
        { barberId: team.Yanis!, serviceId: ids["soin-visage-purifiant"]! },
      ]);
    invalidateTeam();
    try {
      const before = (await db().select({ id: bookings.id }).from(bookings)).length;
      const refused = { ok: false, code: "SERVICES_APART", status: 400, message: m.SERVICES_APART };
      expect(await availableSlots(idsOf(apart), tuesday)).toMatchObject(refused);
      expect(await online(apart, tuesday, "16:00", null)).toMatchObject(refused);
      expect(await online(apart, tuesday, "16:00", "Karim")).toMatchObject({ ok: false, status: 400 });
      expect(await byPhone(apart, tuesday, "16:00")).toMatchObject({
        ok: false,
        code: "SERVICES_APART",
        status: 400,
        message: am.SERVICES_APART,
        field: "serviceIds",
      });
      expect((await db().select({ id: bookings.id }).from(bookings)).length).toBe(before);
      // Each alone still has its barbers.
      const purifying = await availableSlots(idsOf(["soin-visage-purifiant"]), tuesday);
      expect(purifying.ok && purifying.barbers.map((b) => b.name)).toEqual(["Lucas"]);
      expect(await availableSlots(idsOf(["rasage-complet"]), tuesday)).toMatchObject({ ok: true });
    } finally {
      await db().delete(barberSkippedServices).where(eq(barberSkippedServices.serviceId, ids["soin-visage-purifiant"]!));
      invalidateTeam();
    }
  });

  it("more than four services, or more than four hours: VISIT_TOO_LONG; four hours exactly may be booked", async () => {
    const refused = { ok: false, code: "VISIT_TOO_LONG", status: 400, message: m.VISIT_TOO_LONG };
    const five = ["coupe-shampoing", "contours-finitions", "taille-barbe-sculptee", "soin-visage", "coloration-barbe"];
    // 90 + 60 + 60 + 60 minutes.
    const long = ["defrisage", "coloration-cheveux", "formule-complete", "coupe-barbe"];
    for (const visit of [five, long]) {
      expect(await availableSlots(idsOf(visit), tuesday)).toMatchObject(refused);
      expect(await online(visit, tuesday, "10:00", null)).toMatchObject(refused);
      expect(await byPhone(visit, tuesday, "10:00")).toMatchObject({
        ok: false,
        code: "VISIT_TOO_LONG",
        status: 400,
        message: am.VISIT_TOO_LONG,
        field: "serviceIds",
      });
    }
    // 90 + 60 + 60 + 30 minutes.
    const four = ["defrisage", "coloration-cheveux", "coupe-barbe", "coupe-shampoing"];
    expect(await availableSlots(idsOf(four), tuesday)).toMatchObject({ ok: true });
    expect(await byPhone(four, thursday, "16:00", "Yanis")).toMatchObject({ ok: true });
  });
});

describe("moving a visit", () => {
  it("keeps its services, its title and its buffer: the buffer moves with it", async () => {
    const id = bookingIdOf(await online(["taille-barbe-sculptee", "coloration-barbe"], tuesday, "13:00", "Yanis"));
    const before = { booking: (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!, lines: await linesOf(id) };
    expect(await spansOf(id)).toEqual({ during: ["13:00", "14:00"], blocked: ["13:00", "14:30"], bufferMinutes: 15 });
    expect(await online(["coupe-shampoing"], tuesday, "17:00", "Yanis")).toMatchObject({ ok: true });

    // 16:00-17:00 fits before the 17:00 booking, its buffer does not.
    expect(await writeBooking({ kind: "move", bookingId: id, date: tuesday, timeSlot: "16:00" })).toMatchObject({ ok: false, code: "SLOT_TAKEN", status: 409 });
    // Lucas does no colouring.
    expect(await moveBooking({ id, date: tuesday, timeSlot: "13:00", barberId: team.Lucas })).toMatchObject({ ok: false, code: "INVALID_BARBER" });
    expect(await writeBooking({ kind: "move", bookingId: id, date: tuesday, timeSlot: "15:30" })).toMatchObject({ ok: true });
    const after = (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
    expect(after).toMatchObject({
      title: before.booking.title,
      durationMinutes: before.booking.durationMinutes,
      priceCents: before.booking.priceCents,
      bufferMinutes: 15,
      serviceId: before.booking.serviceId,
      timeSlot: "15:30",
    });
    expect(await linesOf(id)).toEqual(before.lines);
    expect(await spansOf(id)).toEqual({ during: ["15:30", "16:30"], blocked: ["15:30", "17:00"], bufferMinutes: 15 });
    const open = await free(["coupe-shampoing"], tuesday, "Yanis");
    expect(open).toEqual(expect.arrayContaining(["13:00", "13:30", "14:00"]));
    expect(open).not.toContain("16:30");

    // Moved by the agenda, to another day and barber: the same again.
    expect(await moveBooking({ id, date: thursday, timeSlot: "17:00", barberId: team.Karim })).toMatchObject({ ok: true });
    expect(await spansOf(id)).toEqual({ during: ["17:00", "18:00"], blocked: ["17:00", "18:30"], bufferMinutes: 15 });
    expect(await linesOf(id)).toEqual(before.lines);
    expect(await free(["coupe-shampoing"], thursday, "Karim")).not.toContain("18:00");
  });
});
