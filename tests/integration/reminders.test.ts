import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { cancelBookingByToken, getManagedBooking } from "~/features/booking/cancellation.server";
import { queueDueReminders, setRemindersEnabled } from "~/features/booking/reminders.server";
import { appointmentSpan } from "~/features/booking/slots";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { bookings, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { startSmtpSink } from "../support/smtp-sink";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const db = () => database.current.db;
let serviceId = "";
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

// Appointments a few days ahead (booked now), reminded at a moment chosen by the test.
const day = (ahead: number) => addDays(parisWallClock(new Date()).date, ahead);
let customer = 0;
async function book(date: string, timeSlot: string) {
  const n = ++customer;
  const made = await createBooking({
    serviceIds: [serviceId],
    date,
    timeSlot,
    name: `Client ${n}`,
    email: `rappel${n}@example.test`,
    phone: `06 00 00 00 ${String(n).padStart(2, "0")}`,
  });
  if (!made.ok) throw new Error(made.message);
  return { ...made, email: `rappel${n}@example.test`, start: appointmentSpan(date, timeSlot, 30).start };
}
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3600_000);
const reminders = () => db().select().from(emailOutbox).where(eq(emailOutbox.type, "booking_reminder"));
/** The reminders queued for one booking's customer (each booking has a customer of its own). */
const remindersTo = async (email: string) => (await reminders()).filter((m) => m.to === email);

beforeAll(async () => {
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
});

describe("booking reminders", () => {
  it("queues one reminder 25 h before, with the .ics and a link that still cancels; never a second", async () => {
    const booking = await book(day(4), "10:00");
    await queueDueReminders(hoursBefore(booking.start, 26));
    expect(await remindersTo(booking.email)).toHaveLength(0);
    await queueDueReminders(hoursBefore(booking.start, 24.5));
    expect(await remindersTo(booking.email)).toHaveLength(1);
    await queueDueReminders(hoursBefore(booking.start, 24.4));
    await queueDueReminders(hoursBefore(booking.start, 2));
    const [mail, ...more] = await remindersTo(booking.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Rappel : votre rendez-vous du .+ à 10:00$/);
    expect(mail!.text).toContain("Coupe + shampoing");
    expect(mail!.text).toContain("Paris");
    expect(mail!.attachments).toMatchObject([{ filename: "rendez-vous.ics" }]);
    // 'Sans préférence': the reminder and its invitation name the barber assigned.
    expect(mail!.text).toContain(`Barbier : ${booking.barber.name}`);
    const ics = Buffer.from((mail!.attachments as Array<{ contentBase64: string }>)[0]!.contentBase64, "base64")
      .toString()
      .replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:Coupe + shampoing avec ${booking.barber.name} – Monsieur Moustache`);
    const token = /\/rendez-vous\/([A-Za-z0-9_-]{40,64})/.exec(mail!.unsentContent!.html)?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify([mail!.html, mail!.text, mail!.attachments])).not.toContain(token!.slice(0, 16));
    // The reminder's link manages the same booking, as the confirmation's does.
    expect(await getManagedBooking(token!, hoursBefore(booking.start, 24.5))).toMatchObject({ timeSlot: "10:00", cancellable: true });
  });

  it("two instances sweeping at once remind each booking once", async () => {
    const many = [await book(day(5), "10:00"), await book(day(5), "11:00"), await book(day(5), "12:00")];
    const at = hoursBefore(many[0]!.start, 24.5);
    await Promise.all([queueDueReminders(at), queueDueReminders(at), queueDueReminders(at)]);
    expect(await remindersTo(many[0]!.email)).toHaveLength(1);
    // The later ones are not due yet; then they are, once each.
    expect(await remindersTo(many[2]!.email)).toHaveLength(0);
    const later = hoursBefore(many[2]!.start, 24.5);
    await Promise.all([queueDueReminders(later), queueDueReminders(later)]);
    for (const b of many) expect(await remindersTo(b.email)).toHaveLength(1);
  });

  it("none for a cancelled booking, for one made less than 24 h ahead, or while switched off", async () => {
    const cancelled = await book(day(6), "10:00");
    const token = cancelled.cancelUrl.split("/").pop()!;
    expect((await cancelBookingByToken(token)).ok).toBe(true);
    const late = await book(day(6), "11:00");
    // As if booked 20 h before the appointment.
    await db()
      .update(bookings)
      .set({ createdAt: hoursBefore(late.start, 20) })
      .where(eq(bookings.id, late.bookingId));
    await queueDueReminders(hoursBefore(cancelled.start, 24.5));
    await queueDueReminders(hoursBefore(late.start, 2));
    expect(await remindersTo(cancelled.email)).toHaveLength(0);
    expect(await remindersTo(late.email)).toHaveLength(0);

    const off = await book(day(6), "15:00");
    await setRemindersEnabled(false);
    expect(await queueDueReminders(hoursBefore(off.start, 24.5))).toBe(0);
    expect(await remindersTo(off.email)).toHaveLength(0);
    await setRemindersEnabled(true);
    await queueDueReminders(hoursBefore(off.start, 24.5));
    expect(await remindersTo(off.email)).toHaveLength(1);
  });

  it("a booking cancelled after its reminder was queued: the reminder is not sent", async () => {
    const booking = await book(day(7), "10:00");
    await queueDueReminders(hoursBefore(booking.start, 24.5));
    expect(await remindersTo(booking.email)).toHaveLength(1);
    expect((await cancelBookingAsAdmin(booking.bookingId)).ok).toBe(true);
    expect(await remindersTo(booking.email)).toHaveLength(0);
  });

  it("a reminder left mid-send by a stopped worker is sent once by the next", async () => {
    const booking = await book(day(8), "10:00");
    await queueDueReminders(hoursBefore(booking.start, 24.5));
    const [mail] = await remindersTo(booking.email);
    // The process stopped while sending it: the row stays claimed until its lock runs out.
    await db()
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, mail!.id));
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const workers = [0, 1].map(
      () =>
        new MailWorker({
          db: db(),
          transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
          pollMs: 50,
        }),
    );
    for (const w of workers) {
      cleanups.push(() => w.stop());
      w.start();
    }
    await sink.waitFor((m) => m.envelopeTo.includes(booking.email) && /^Rappel/.test(m.subject ?? ""));
    await expect.poll(async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id)))[0]!.status).toBe("sent");
    expect(sink.messages.filter((m) => m.envelopeTo.includes(booking.email) && /^Rappel/.test(m.subject ?? ""))).toHaveLength(1);
  });
});
