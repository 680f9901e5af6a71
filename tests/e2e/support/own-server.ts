import { spawn } from "node:child_process";
import { expect } from "@playwright/test";

export type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

/** The built server started by a journey itself, with its own settings (DATA_DIR, port, modes). */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise<Run>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })));
  return { child, exited, output: () => output };
}

export type OwnServer = ReturnType<typeof startServer>;

export async function waitHealthy(url: string, server: OwnServer) {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(server.output());
        return fetch(`${url}/healthz`).then((r) => r.status).catch(() => 0);
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}
