import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** Row counts of every table of a stopped server's embedded database, by table name. */
export async function countRows(dataDir: string, skip: string[] = []): Promise<Record<string, number>> {
  const db = new PGlite(path.join(dataDir, "pglite"), { extensions: { btree_gist, pg_trgm } });
  try {
    const { rows } = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      if (skip.includes(name)) continue;
      const [row] = (await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows;
      counts[name] = row!.n;
    }
    return counts;
  } finally {
    await db.close();
  }
}

/** Every file under DATA_DIR/uploads, as paths relative to it. */
export function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  const files: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(path.relative(root, full));
    }
  };
  walk(root);
  return files.sort();
}
