// `npm run restore <archive>`: brings a stopped site back to an archive of `npm run backup`.
// What is replaced is kept aside in DATA_DIR/before-restore-<time>/ (PGlite folder, uploads).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fail, run, runningSite, settings } from "./backup-common.js";

// What is restored (database, uploads, secret) is readable by the service user only.
process.umask(0o077);
const archive = process.argv[2];
if (!archive || !existsSync(archive)) fail("Usage : npm run restore <archive .tar.gz de npm run backup>");
const { dataDir, databaseUrl } = settings();
const pid = runningSite(dataDir);
if (pid) fail(`Le site tourne sur ${dataDir} (processus ${pid}) : arrêtez-le avant de restaurer.`);

// What `npm run backup` writes, and nothing else: plain files and folders under these names.
const layout = new Set(["manifest.json", "database.dump", "uploads", "auth-secret", "pglite"]);
const refused = (name, why) => fail(`Archive refusée : « ${name} » ${why}. Rien n'a été restauré.`);
const listing = { maxBuffer: 1 << 28 };
const names = run("tar", ["-tzf", path.resolve(archive)], listing)
  .stdout.split("\n")
  .filter(Boolean);
const types = run("tar", ["-tvzf", path.resolve(archive)], listing)
  .stdout.split("\n")
  .filter(Boolean)
  .map((line) => line[0]);
if (names.length !== types.length) fail("Archive refusée : son contenu est illisible. Rien n'a été restauré.");
names.forEach((name, index) => {
  if (types[index] !== "-" && types[index] !== "d") refused(name, "n'est ni un fichier ni un dossier (lien ou fichier spécial)");
  if (name.startsWith("/")) refused(name, "est un chemin absolu");
  const parts = name
    .replace(/^\.\//, "")
    .split("/")
    .filter((part) => part !== "" && part !== ".");
  if (parts.includes("..")) refused(name, "sort du dossier de l'archive");
  if (parts.length && !layout.has(parts[0])) refused(name, "ne fait pas partie d'une sauvegarde du site");
});

const staging = mkdtempSync(path.join(tmpdir(), "salon-restore-"));
try {
  run("tar", ["-xzf", path.resolve(archive), "-C", staging]);
  const manifest = JSON.parse(readFileSync(path.join(staging, "manifest.json"), "utf8"));
  const kind = databaseUrl ? "postgres" : "pglite";
  if (manifest.kind !== kind) fail(`Cette archive vient d'une base ${manifest.kind} ; la configuration actuelle utilise ${kind}.`);

  mkdirSync(dataDir, { recursive: true });
  const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`);
  const replace = (name) => {
    const target = path.join(dataDir, name);
    if (existsSync(target)) {
      mkdirSync(aside, { recursive: true });
      renameSync(target, path.join(aside, name));
    }
    if (existsSync(path.join(staging, name))) cpSync(path.join(staging, name), target, { recursive: true });
  };
  if (kind === "postgres") {
    run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", databaseUrl, path.join(staging, "database.dump")]);
  } else {
    replace("pglite");
  }
  replace("uploads");
  if (existsSync(path.join(staging, "auth-secret"))) replace("auth-secret");
  // An archive keeps its files' modes: an older one's may be open to others.
  run("chmod", ["-R", "go-rwx", dataDir]);
  console.log(`Restauré depuis ${archive} (sauvegarde du ${manifest.createdAt}).${existsSync(aside) ? ` Ancien contenu : ${aside}` : ""}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
