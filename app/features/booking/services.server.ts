import { asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
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

/** The service catalogue, in the order of the home page. */
export function listServices(db: DbOrTx = getDb()): Promise<ServiceView[]> {
  return db.select(columns).from(services).orderBy(asc(services.position), asc(services.title));
}

export async function getService(id: string, db: DbOrTx = getDb()): Promise<ServiceView | null> {
  const [row] = await db.select(columns).from(services).where(eq(services.id, id));
  return row ?? null;
}
