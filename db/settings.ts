import { eq } from "drizzle-orm";
import type { DbOrTx } from "./client.server";
import { salonSettings } from "./schema";

/** An owner's on/off setting of the site (`salon_settings`, `{ enabled }`): on unless switched off. */
export async function switchIsOn(key: string, db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ value: salonSettings.value }).from(salonSettings).where(eq(salonSettings.key, key));
  return (row?.value as { enabled?: boolean } | undefined)?.enabled !== false;
}

export async function setSwitch(key: string, enabled: boolean, db: DbOrTx): Promise<void> {
  await db
    .insert(salonSettings)
    .values({ key, value: { enabled } })
    .onConflictDoUpdate({ target: salonSettings.key, set: { value: { enabled }, updatedAt: new Date() } });
}
