// End-to-end tests drive Debian's Chromium and start their own PostgreSQL servers; without either
// they must fail loudly, never skip.
import { existsSync, readdirSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium introuvable (${chromium}) : installez-le avec « apt-get install chromium »`);
const postgres = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) : [];
if (postgres.length === 0) missing.push("PostgreSQL introuvable (/usr/lib/postgresql/<version>/bin) : installez-le avec « apt-get install postgresql »");
if (missing.length) {
  console.error(`${missing.join("\n")}\npuis relancez npm test.`);
  process.exit(1);
}
