import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../support/smtp-sink";

// Page throughput and latency of the built server on loopback (run `npm run build` first; `npm run bench` does).
const print = (line: string) => process.stdout.write(`  ${line}\n`);
const dataDir = mkdtempSync(path.join(tmpdir(), "salon-bench-"));
let url = "";
let server: ReturnType<typeof spawn>;

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
};

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server.js"], {
    // As `npm start` serves it: Vitest sets NODE_ENV=test, which would measure React's development build.
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", DATABASE_URL: "", SMTP_URL: "" },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
});

afterAll(() => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

it.each(["/", "/shop", "/blog/histoire-quartier-gambetta-culture-style", "/api/booking/slots"])("GET %s", async (page) => {
  let target = page;
  if (page === "/api/booking/slots") {
    const html = await (await fetch(`${url}/`)).text();
    const serviceId = html.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)![0];
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    target = `${page}?serviceId=${serviceId}&date=${today}`;
  }
  // Warm-up (lazy modules, JIT) is not measured.
  await autocannon({ url: `${url}${target}`, connections: 4, amount: 200 });
  const result = await autocannon({ url: `${url}${target}`, connections: 10, duration: 5 });
  print(
    `${page}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} errors, server memory ${rssMb()} MB`,
  );
  expect(result.non2xx).toBe(0);
  expect(result.errors).toBe(0);
});
