import { asc, eq } from "drizzle-orm";
import { memo } from "~/lib/memo.server";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { services } from "~db/schema";
import type { ServiceView } from "./types";

export type { ServiceView };

const columns = {
  id: services.id,
  title: services.title,
  description: services.description,
  durationMinutes: services.durationMinutes,
  priceCents: services.priceCents,
  category: services.category,
};

const readServices = (db: DbOrTx): Promise<ServiceView[]> => db.select(columns).from(services).orderBy(asc(services.position), asc(services.title));

/**
 * The services and their prices, kept in memory for the home page. Nothing in the site changes
 * them (they are seeded); a change made in the database shows within PUBLIC_DATA_TTL_MS.
 */
const serviceList = memo(() => readServices(getDb()), { scope: getDatabase });

/** The service catalogue, in the order of the home page: from memory, or from `db` when given. */
export function listServices(db?: DbOrTx): Promise<ServiceView[]> {
  return db ? readServices(db) : serviceList.get();
}

export async function getService(id: string, db: DbOrTx = getDb()): Promise<ServiceView | null> {
  const [row] = await db.select(columns).from(services).where(eq(services.id, id));
  return row ?? null;
}
