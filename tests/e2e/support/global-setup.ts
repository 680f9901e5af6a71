import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAddressServer } from "../../support/address-server";
import { startServer, waitHealthy } from "../../support/own-server";
import { freePort, startSmtpSink } from "../../support/smtp-sink";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "Admin-e2e-2026!" };

/**
 * Starts the built server once for all journeys: its own DATA_DIR, a free port, a loopback SMTP
 * server whose messages are written as .eml files that the tests read, and a loopback address
 * service.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), "salon-e2e-"));
  const mailDir = path.join(workDir, "mail");
  const sink = await startSmtpSink({ dir: mailDir });
  // The national address service, as a loopback server speaking its search API.
  const addresses = await startAddressServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = startServer({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(workDir, "data"),
    SMTP_URL: sink.url,
    ADDRESS_API_URL: addresses.url,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    OWNER_EMAIL: "owner@e2e.test",
    MAIL_RETRY_BASE_MS: "200",
    TRUST_PROXY: "true",
    // Journeys run at any hour: the waiting list may mail at any time of their day.
    WAITLIST_MAIL_HOURS: "00:00-24:00",
  });
  await waitHealthy(baseUrl, server, 60_000).catch((error: unknown) => {
    server.child.kill("SIGKILL");
    throw error;
  });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.child.kill("SIGTERM");
    const code = await Promise.race([server.exited.then((run) => run.code), new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000))]);
    await sink.close();
    await addresses.close();
    rmSync(workDir, { recursive: true, force: true });
    if (code !== 0) {
      server.child.kill("SIGKILL");
      throw new Error(`Server did not shut down cleanly on SIGTERM (${code}):\n${server.output().slice(-4000)}`);
    }
  };
}
