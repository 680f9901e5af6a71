import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./smtp-sink";

const run = promisify(execFile);

export type PostgresServer = { url: string; stop(): Promise<void> };

/** The newest PostgreSQL installed the Debian way (`/usr/lib/postgresql/<version>/bin`). */
export function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  let versions: string[] = [];
  try {
    versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  } catch {
    // none installed
  }
  if (versions.length === 0) throw new Error("PostgreSQL is not installed (apt-get install postgresql): journeys on PostgreSQL need its server binaries.");
  return path.join(root, versions.at(-1)!, "bin");
}

/**
 * A throwaway PostgreSQL server on loopback, in a temporary directory: the journeys that run the
 * built site on PostgreSQL start their own, as `.ci/run` does for the integration tests. As root
 * (CI), it runs as the `postgres` user, which PostgreSQL requires.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "salon-pg-"));
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const uid = Number(stdout.trim());
    chownSync(dir, uid, uid);
  }
  const data = path.join(dir, "data");
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  await pg("pg_ctl", ["-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-l", path.join(dir, "log"), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
