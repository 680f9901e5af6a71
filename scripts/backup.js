// `npm run backup`: one timestamped archive of the database and the uploaded files.
// PostgreSQL (DATABASE_URL): pg_dump, while the site runs. PGlite: its data folder, site stopped
// (the embedded database is a folder that only one process may have open).
import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fail, run, runningSite, settings } from "./backup-common.js";

const { dataDir, databaseUrl, backupDir } = settings();
const kind = databaseUrl ? "postgres" : "pglite";
if (kind === "pglite") {
  const pid = runningSite(dataDir);
  if (pid) fail(`Le site tourne sur ${dataDir} (processus ${pid}) : arrêtez-le avant de sauvegarder la base PGlite.`);
  if (!existsSync(path.join(dataDir, "pglite"))) fail(`Aucune base PGlite dans ${dataDir}.`);
}

// The archive holds password hashes, sessions, CVs and the auth secret: only the service user reads it.
process.umask(0o077);
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
mkdirSync(backupDir, { recursive: true, mode: 0o700 });
chmodSync(backupDir, 0o700);
const archive = path.join(backupDir, `monsieur-moustache-${stamp}.tar.gz`);
// Created private before a byte is written; tar writes into this descriptor.
const output = (() => {
  try {
    return openSync(archive, "wx", 0o600);
  } catch (error) {
    return fail(`Impossible de créer ${archive} : ${error.message}`);
  }
})();
fchmodSync(output, 0o600);
const staging = mkdtempSync(path.join(tmpdir(), "salon-backup-"));
try {
  writeFileSync(path.join(staging, "manifest.json"), JSON.stringify({ kind, createdAt: new Date().toISOString(), format: 1 }, null, 2));
  if (kind === "postgres") run("pg_dump", ["--format=custom", "--no-owner", "--file", path.join(staging, "database.dump"), databaseUrl]);
  const fromData = ["uploads", "auth-secret", ...(kind === "pglite" ? ["pglite"] : [])].filter((name) => existsSync(path.join(dataDir, name)));
  run("tar", ["-cz", "-C", staging, ".", ...(fromData.length ? ["-C", dataDir, ...fromData] : [])], { stdio: ["ignore", output, "pipe"] });
} finally {
  closeSync(output);
  rmSync(staging, { recursive: true, force: true });
}
console.log(archive);
