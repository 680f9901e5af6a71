import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import { invalidateServices, type ServiceView } from "~/features/booking/services.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { nudgeWaitlist } from "~/features/booking/waitlist.server";
import { formatParisDate } from "~/lib/dates";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { barbers, barberSkippedServices, serviceCategoryRows, services } from "~db/schema";
import { inTransaction, readAll } from "~db/transactions";
import { servicesAdminMessages as m, type ServicesAdminCode } from "./services-admin-messages";
import { depositValueOf, slugOf, uniqueSlug, type ServiceInput } from "./services-admin-schema";

/** A service as the screen shows it: `performerIds`, the active barbers who perform it. */
export type AdminService = ServiceView & {
  performerIds: string[];
  /** When it was taken off the list ("12 mars 2026"), or null while it is on it. */
  retiredOn: string | null;
};

type Answer = Result<object, ServicesAdminCode>;

const notFound = () => fail("NOT_FOUND", m.NOT_FOUND, 404);
const retired = () => fail("RETIRED", m.RETIRED, 409);

/** What 'Prestations' shows: the categories in the site's order with their services, the retired ones, the active barbers. */
export async function servicesForAdmin(db: DbOrTx = getDb()) {
  const [categoryRows, serviceRows, barberRows, skippedRows] = await readAll(
    db,
    () => db.select({ name: serviceCategoryRows.name }).from(serviceCategoryRows).orderBy(asc(serviceCategoryRows.position), asc(serviceCategoryRows.name)),
    () => db.select().from(services).orderBy(asc(services.position), asc(services.title), asc(services.id)),
    () =>
      db
        .select({ id: barbers.id, name: barbers.name })
        .from(barbers)
        .where(eq(barbers.active, true))
        .orderBy(asc(barbers.position), asc(barbers.createdAt), asc(barbers.id)),
    () => db.select().from(barberSkippedServices),
  );
  const view = (s: (typeof serviceRows)[number]): AdminService => ({
    id: s.id,
    title: s.title,
    description: s.description,
    durationMinutes: s.durationMinutes,
    priceCents: s.priceCents,
    category: s.category,
    bufferMinutes: s.bufferMinutes,
    bookableOnline: s.bookableOnline,
    depositKind: s.depositKind,
    depositValue: s.depositValue,
    performerIds: barberRows.filter((b) => !skippedRows.some((r) => r.barberId === b.id && r.serviceId === s.id)).map((b) => b.id),
    retiredOn: s.retiredAt ? formatParisDate(s.retiredAt) : null,
  });
  return {
    categories: categoryRows.map(({ name }) => ({ name, services: serviceRows.filter((s) => s.category === name && !s.retiredAt).map(view) })),
    retired: serviceRows
      .filter((s) => s.retiredAt)
      .sort((a, b) => b.retiredAt!.getTime() - a.retiredAt!.getTime())
      .map(view),
    barbers: barberRows,
  };
}

/**
 * Every category row, locked for update until `tx` ends, in name order: every write of an order
 * (a service's place in its category, a category's place, a new category, a service coming back)
 * queues here first, so two never read the same positions and write duplicates.
 */
const lockCategories = (tx: Tx) =>
  tx
    .select({ name: serviceCategoryRows.name, position: serviceCategoryRows.position })
    .from(serviceCategoryRows)
    .orderBy(asc(serviceCategoryRows.name))
    .for("update");

/** The place after the last service on the list in `category`. */
async function nextPosition(tx: Tx, category: string) {
  const [last] = await tx
    .select({ position: max(services.position) })
    .from(services)
    .where(and(eq(services.category, category), isNull(services.retiredAt)));
  return (last?.position ?? -1) + 1;
}

/** The service's row, locked for update (null when unknown). */
async function lockService(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: services.id, category: services.category, position: services.position, retiredAt: services.retiredAt })
    .from(services)
    .where(eq(services.id, id))
    .for("update");
  return row ?? null;
}

/**
 * The category named by the form, created last in the order when it is a new one (one typed with
 * another case than an existing one is that one). A failure when the list's choice is unknown.
 */
async function categoryOf(tx: Tx, input: ServiceInput, locked: Array<{ name: string; position: number }>) {
  if (!input.newCategory) {
    const chosen = locked.find((c) => c.name === input.category);
    return chosen ? chosen.name : fail("CATEGORY_NOT_FOUND", m.CATEGORY_NOT_FOUND, 400, "category");
  }
  const same = locked.find((c) => c.name.toLocaleLowerCase("fr") === input.newCategory.toLocaleLowerCase("fr"));
  if (same) return same.name;
  const position = Math.max(-1, ...locked.map((c) => c.position)) + 1;
  await tx.insert(serviceCategoryRows).values({ name: input.newCategory, position });
  return input.newCategory;
}

/**
 * Writes who performs the service: each active barber left unchecked skips it, a checked one does
 * not; an inactive barber's choice stays as it was (the 'Équipe' screen keeps it). True when it changed.
 */
async function writePerformers(tx: Tx, serviceId: string, activeIds: string[], performerIds: string[]) {
  const before = await tx
    .select({ barberId: barberSkippedServices.barberId })
    .from(barberSkippedServices)
    .where(and(eq(barberSkippedServices.serviceId, serviceId), inArray(barberSkippedServices.barberId, activeIds)));
  const skipped = activeIds.filter((id) => !performerIds.includes(id));
  const same = before.length === skipped.length && before.every((r) => skipped.includes(r.barberId));
  if (same) return false;
  await tx.delete(barberSkippedServices).where(and(eq(barberSkippedServices.serviceId, serviceId), inArray(barberSkippedServices.barberId, activeIds)));
  if (skipped.length > 0) await tx.insert(barberSkippedServices).values(skipped.map((barberId) => ({ barberId, serviceId })));
  return true;
}

/**
 * Adds a service (last of its category, its slug made from its title) or updates one (moved to
 * the end of its new category when it changes category), with the barbers who perform it, in one
 * transaction. Two admins saving one service: the last save wins.
 */
export async function saveService(input: ServiceInput, performerIds: string[], db: DbOrTx = getDb()): Promise<Result<{ id: string }, ServicesAdminCode>> {
  const performers = [...new Set(performerIds)];
  const saved = await inTransaction(db, async (tx): Promise<Result<{ id: string; performersChanged: boolean }, ServicesAdminCode>> => {
    const locked = await lockCategories(tx);
    // The barbers' rows, for update and in id order (as a booking takes them, shared): a booking
    // being written reads who performs what before this commits, or after.
    const team = await tx.select({ id: barbers.id, active: barbers.active }).from(barbers).orderBy(asc(barbers.id)).for("update");
    const activeIds = team.filter((b) => b.active).map((b) => b.id);
    if (performers.length === 0) return fail("NO_BARBER", m.barbersRequired, 400, "barberIds");
    if (performers.some((id) => !activeIds.includes(id))) return fail("UNKNOWN_BARBER", m.UNKNOWN_BARBER, 400, "barberIds");
    const current = input.intent === "edit" ? await lockService(tx, input.id) : null;
    if (input.intent === "edit" && !current) return notFound();
    if (current?.retiredAt) return retired();
    const category = await categoryOf(tx, input, locked);
    if (typeof category !== "string") return category;
    const values = {
      title: input.title,
      description: input.description,
      durationMinutes: input.duration,
      priceCents: input.price,
      category,
      bufferMinutes: input.buffer,
      bookableOnline: input.bookableOnline,
      depositKind: input.depositKind,
      // Checked by the schema: the amount fits the choice.
      depositValue: depositValueOf(input) ?? 0,
    };
    let id: string;
    if (current) {
      const position = current.category === category ? current.position : await nextPosition(tx, category);
      await tx
        .update(services)
        .set({ ...values, position })
        .where(eq(services.id, current.id));
      id = current.id;
    } else {
      const taken = new Set((await tx.select({ slug: services.slug }).from(services)).map((r) => r.slug));
      const [row] = await tx
        .insert(services)
        .values({ ...values, slug: uniqueSlug(slugOf(input.title), taken), position: await nextPosition(tx, category) })
        .returning({ id: services.id });
      id = row!.id;
    }
    return succeed({ id, performersChanged: await writePerformers(tx, id, activeIds, performers) });
  });
  if (!saved.ok) return saved;
  invalidateServices();
  if (saved.performersChanged) invalidateTeam();
  if (input.intent === "edit") nudgeWaitlist();
  return succeed({ id: saved.id }, input.intent === "edit" ? m.updated : m.created);
}

/** `order` with the item at `at` swapped with its neighbour that way (unchanged at either end). */
function swapped<T>(order: T[], at: number, direction: "up" | "down"): T[] {
  const to = direction === "up" ? at - 1 : at + 1;
  const next = [...order];
  if (to >= 0 && to < next.length) [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** Moves a service one place up or down inside its category; its category's places are written again 0, 1, 2… */
export async function moveService(id: string, direction: "up" | "down", db: DbOrTx = getDb()): Promise<Answer> {
  const moved = await inTransaction(db, async (tx): Promise<Answer> => {
    await lockCategories(tx);
    const row = await lockService(tx, id);
    if (!row) return notFound();
    if (row.retiredAt) return retired();
    const listed = await tx
      .select({ id: services.id, position: services.position })
      .from(services)
      .where(and(eq(services.category, row.category), isNull(services.retiredAt)))
      .orderBy(asc(services.position), asc(services.title), asc(services.id));
    const order = swapped(
      listed,
      listed.findIndex((s) => s.id === id),
      direction,
    );
    for (const [position, s] of order.entries()) if (s.position !== position) await tx.update(services).set({ position }).where(eq(services.id, s.id));
    return succeed({});
  });
  if (!moved.ok) return moved;
  invalidateServices();
  return succeed({}, m.moved);
}

/** Moves a category one place up or down in the site's order; every category's place is written again 0, 1, 2… */
export async function moveCategory(name: string, direction: "up" | "down", db: DbOrTx = getDb()): Promise<Answer> {
  const moved = await inTransaction(db, async (tx): Promise<Answer> => {
    const locked = await lockCategories(tx);
    // The site's order (the lock's is by name).
    const listed = [...locked].sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const at = listed.findIndex((c) => c.name === name);
    if (at < 0) return fail("CATEGORY_NOT_FOUND", m.invalidCategory, 404);
    for (const [position, c] of swapped(listed, at, direction).entries())
      if (c.position !== position) await tx.update(serviceCategoryRows).set({ position }).where(eq(serviceCategoryRows.name, c.name));
    return succeed({});
  });
  if (!moved.ok) return moved;
  invalidateServices();
  return succeed({}, m.categoryMoved);
}

/**
 * Takes a service off the list: gone from the site and the booking dialog at once. Its row stays:
 * the bookings made with it keep their own titles and prices, and it may come back.
 */
export async function retireService(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Answer> {
  const done = await db
    .update(services)
    .set({ retiredAt: now })
    .where(and(eq(services.id, id), isNull(services.retiredAt)))
    .returning({ id: services.id });
  if (done.length === 0) {
    const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
    return row ? fail("ALREADY_RETIRED", m.ALREADY_RETIRED, 409) : notFound();
  }
  invalidateServices();
  return succeed({}, m.retired);
}

/** Puts a retired service back on the list, last of its category. */
export async function restoreService(id: string, db: DbOrTx = getDb()): Promise<Answer> {
  const restored = await inTransaction(db, async (tx): Promise<Answer> => {
    await lockCategories(tx);
    const row = await lockService(tx, id);
    if (!row) return notFound();
    if (!row.retiredAt) return fail("NOT_RETIRED", m.NOT_RETIRED, 409);
    const position = await nextPosition(tx, row.category);
    await tx.update(services).set({ retiredAt: null, position }).where(eq(services.id, id));
    return succeed({});
  });
  if (!restored.ok) return restored;
  invalidateServices();
  nudgeWaitlist();
  return succeed({}, m.restored);
}
