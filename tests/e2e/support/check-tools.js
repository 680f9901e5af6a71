// End-to-end tests drive Debian's Chromium, start their own PostgreSQL servers and run the W3C
// checker on Java; without any of them they must fail loudly, never skip.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium introuvable (${chromium}) : installez-le avec « apt-get install chromium »`);
const postgres = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) : [];
if (postgres.length === 0) missing.push("PostgreSQL introuvable (/usr/lib/postgresql/<version>/bin) : installez-le avec « apt-get install postgresql »");
const java = spawnSync(process.env.JAVA ?? "java", ["-version"], { stdio: "ignore" });
if (java.status !== 0) missing.push("Java introuvable (vérificateur HTML du W3C, vnu.jar) : installez-le avec « apt-get install default-jre-headless »");
if (missing.length) {
  console.error(`${missing.join("\n")}\npuis relancez npm test.`);
  process.exit(1);
}
