import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

const startScript = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;

/** The V8 memory settings `npm start` gives the server (`--max-old-space-size=…`), read from package.json. */
export const startV8Flags: string[] = startScript.match(/--max-[a-z-]+=\d+/g) ?? [];

/** The environment `npm start` sets before Node (`MALLOC_ARENA_MAX=2`), read from package.json: every server a test starts has it. */
export const startEnv: Record<string, string> = Object.fromEntries(
  [...(startScript.split(/\bexec\b/)[0] ?? "").matchAll(/\b([A-Z][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1]!, m[2]!]),
);

/**
 * The built server (`server.js` in `cwd`) started by a test itself, with its own settings (DATA_DIR,
 * port, modes); `nodeArgs` (e.g. `startV8Flags`) go to node before the script.
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = [], cwd = process.cwd()) {
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    cwd,
    env: { ...process.env, ...startEnv, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise<Run>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })));
  return { child, exited, output: () => output };
}

export type OwnServer = ReturnType<typeof startServer>;

/** Waits for /healthz; a server that died, or never answered, fails the test with its output. */
export async function waitHealthy(url: string, server: OwnServer, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`The server stopped (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    }
    const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`The server did not answer /healthz within ${timeoutMs} ms (last status ${status}):\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
