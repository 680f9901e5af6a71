// What `npm run backup` and `npm run restore` share: where things are, and whether the site runs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The same settings as the site reads (an empty variable counts as unset). */
export function settings(env = process.env) {
  const value = (name) => (env[name] ? env[name] : undefined);
  const dataDir = path.resolve(root, value("DATA_DIR") ?? "data");
  return {
    dataDir,
    databaseUrl: value("DATABASE_URL"),
    backupDir: path.resolve(root, value("BACKUP_DIR") ?? "backups"),
  };
}

/** The pid of a site running on this data folder (its `server.pid`), or null. */
export function runningSite(dataDir) {
  const file = path.join(dataDir, "server.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // left by a site that was killed
  }
}

/** Runs a tool (tar, pg_dump, pg_restore); stops with its message when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.error) fail(`${command} introuvable ou impossible à lancer : ${result.error.message}`);
  if (result.status !== 0) fail(`${command} a échoué (code ${result.status}) :\n${result.stderr}`);
  return result;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
