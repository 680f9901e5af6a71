import { eq } from "drizzle-orm";
import { memo } from "~/lib/memo.server";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { salonSettings } from "~db/schema";
import { depositRulesOf, type DepositRules } from "./deposits";

const KEY = "deposit_rules";

const readRules = async (db: DbOrTx): Promise<DepositRules> => {
  const [row] = await db.select({ value: salonSettings.value }).from(salonSettings).where(eq(salonSettings.key, KEY));
  return depositRulesOf(row?.value);
};

/**
 * The rules kept in memory: every online booking reads them. Saving them forgets them at once here;
 * another instance sees a change within PUBLIC_DATA_TTL_MS. No page is built from them.
 */
const rulesMemo = memo(() => readRules(getDb()), { scope: getDatabase, publicData: false });

/**
 * The salon's rules on arrhes ('Prestations' → 'Arrhes : règles du salon'), the defaults until the
 * owner saves them: from memory, or from `db` when given.
 */
export function getDepositRules(db?: DbOrTx): Promise<DepositRules> {
  return db ? readRules(db) : rulesMemo.get();
}

export async function saveDepositRules(rules: DepositRules, db: DbOrTx = getDb()): Promise<void> {
  const value = depositRulesOf(rules);
  await db
    .insert(salonSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: salonSettings.key, set: { value, updatedAt: new Date() } });
  rulesMemo.invalidate();
}
