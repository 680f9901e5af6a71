import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { memo } from "~/lib/memo.server";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { serviceCategoryRows, services } from "~db/schema";
import type { ServiceView } from "./types";

export type { ServiceView };

const columns = {
  id: services.id,
  title: services.title,
  description: services.description,
  durationMinutes: services.durationMinutes,
  priceCents: services.priceCents,
  category: services.category,
  bufferMinutes: services.bufferMinutes,
  bookableOnline: services.bookableOnline,
  depositKind: services.depositKind,
  depositValue: services.depositValue,
};

/** The services on the list (not retired), in the site's order: their category's, then their own. */
const readServices = (db: DbOrTx): Promise<ServiceView[]> =>
  db
    .select(columns)
    .from(services)
    .innerJoin(serviceCategoryRows, eq(serviceCategoryRows.name, services.category))
    .where(isNull(services.retiredAt))
    .orderBy(asc(serviceCategoryRows.position), asc(serviceCategoryRows.name), asc(services.position), asc(services.title));

/**
 * The service list, kept in memory for the public pages. 'Prestations' forgets it when it saves
 * (`invalidateServices`); a change made by another instance shows within PUBLIC_DATA_TTL_MS.
 */
const serviceList = memo(() => readServices(getDb()), { scope: getDatabase });

/** The service list, in the order of the home page: from memory, or from `db` when given. */
export function listServices(db?: DbOrTx): Promise<ServiceView[]> {
  return db ? readServices(db) : serviceList.get();
}

/** Forgets the list kept in memory (and the pages built from it): after a change is committed. */
export function invalidateServices() {
  serviceList.invalidate();
}

/** A service on the list (not retired), or null. */
export async function getService(id: string, db: DbOrTx = getDb()): Promise<ServiceView | null> {
  const [row] = await db
    .select(columns)
    .from(services)
    .where(and(eq(services.id, id), isNull(services.retiredAt)));
  return row ?? null;
}

/**
 * The services of a visit, in the order asked, read from `db` (a booking's transaction): null if one
 * is unknown, retired or asked twice.
 */
export async function getVisitServices(ids: ReadonlyArray<string>, db: DbOrTx = getDb()): Promise<ServiceView[] | null> {
  if (ids.length === 0 || new Set(ids).size !== ids.length) return null;
  const rows = await db
    .select(columns)
    .from(services)
    .where(and(inArray(services.id, [...ids]), isNull(services.retiredAt)));
  const found = ids.map((id) => rows.find((r) => r.id === id));
  return found.every((r) => r !== undefined) ? (found as ServiceView[]) : null;
}
