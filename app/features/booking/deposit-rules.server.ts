import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { salonSettings } from "~db/schema";
import { depositRulesOf, type DepositRules } from "./deposits";

const KEY = "deposit_rules";

/** The salon's rules on arrhes ('Prestations' → 'Arrhes : règles du salon'), the defaults until the owner saves them. */
export async function getDepositRules(db: DbOrTx = getDb()): Promise<DepositRules> {
  const [row] = await db.select({ value: salonSettings.value }).from(salonSettings).where(eq(salonSettings.key, KEY));
  return depositRulesOf(row?.value);
}

export async function saveDepositRules(rules: DepositRules, db: DbOrTx = getDb()): Promise<void> {
  const value = depositRulesOf(rules);
  await db
    .insert(salonSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: salonSettings.key, set: { value, updatedAt: new Date() } });
}
