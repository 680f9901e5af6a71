import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAddressServer } from "../../support/address-server";
import { freePort, startSmtpSink } from "../../support/smtp-sink";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "Admin-e2e-2026!" };

/**
 * Starts the built server once for all journeys: its own DATA_DIR, a free port, a loopback SMTP
 * server whose messages are written as .eml files that the tests read, and a loopback address
 * service.
 */
export default async function globalSetup() {
  const root = process.cwd();
  const workDir = mkdtempSync(path.join(tmpdir(), "salon-e2e-"));
  const mailDir = path.join(workDir, "mail");
  const sink = await startSmtpSink({ dir: mailDir });
  // The national address service, as a loopback server speaking its search API.
  const addresses = await startAddressServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ChildProcess = spawn(process.execPath, [path.join(root, "server.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, "data"),
      SMTP_URL: sink.url,
      ADDRESS_API_URL: addresses.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OWNER_EMAIL: "owner@e2e.test",
      MAIL_RETRY_BASE_MS: "200",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      // Journeys run at any hour: the waiting list may mail at any time of their day.
      WAITLIST_MAIL_HOURS: "00:00-24:00",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000))]);
    await sink.close();
    await addresses.close();
    rmSync(workDir, { recursive: true, force: true });
    if (code !== 0) {
      server.kill("SIGKILL");
      throw new Error(`Server did not shut down cleanly on SIGTERM (${code}):\n${output.slice(-4000)}`);
    }
  };
}
