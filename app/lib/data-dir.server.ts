import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the server creates is its user's alone: folders 0700, files 0600 (set before anything is opened). */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR (the database, uploads, mails, the auth secret) its owner's alone: created 0700
 * if missing, and every entry found open to group or others closed, folders to 0700 and files to
 * 0600 (what an older version, a copy or a restore left). Links are not followed. Returns how many
 * entries were closed.
 */
export function closeDataDir(dir: string): number {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let closed = 0;
  const walk = (entry: string) => {
    // The folder itself may be a link to where the data lives; what is inside is not followed.
    const stat = entry === dir ? statSync(entry) : lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
      closed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return closed;
}
