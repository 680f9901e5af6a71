import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { memory } from "../support/budgets";
import { startPostgres, type PostgresServer } from "../support/postgres-server";
import { freePort } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";
import { startServer, startV8Flags, waitHealthy, type OwnServer } from "../support/own-server";

// Applications carry a CV of up to 5 MB. The built server, with the heap `npm start` gives it, takes
// a burst of them from one address: uploads go to disk as they arrive, and a client past its limit
// is answered before its body is read. From as many addresses, all are read and kept, a few at a
// time, so memory does not grow with the number of candidates. On PostgreSQL, so the server's memory is the site's alone
// (PGlite's database lives in the same process).
test.describe("a burst of CV uploads", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const client = "10.250.0.1";
  const boundary = "----burst";
  let postgres: PostgresServer;
  let server: OwnServer;
  let url: string;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-upload-burst-"));
    postgres = await startPostgres();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: postgres.url, TRUST_PROXY: "true" }, startV8Flags);
    await waitHealthy(url, server);
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A complete application whose CV is a PDF of `cvBytes` bytes. */
  function application(cvBytes: number): Buffer {
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const fields = [field("firstName", "Karim"), field("lastName", "Rafale"), field("dateOfBirth", "1990-01-01"), field("email", "rafale@example.test")].join(
      "",
    );
    const cvHead = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const pdf = Buffer.alloc(cvBytes, 0x20);
    pdf.write("%PDF-1.4\n");
    return Buffer.concat([Buffer.from(fields + cvHead), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  }

  /** POST /recrutement from `from`; `send` writes (part of) the body the request declares. */
  function post(declared: number, send: (request: http.ClientRequest) => void, from = client) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${url}/recrutement`, {
        method: "POST",
        headers: {
          Origin: url,
          "X-Forwarded-For": from,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": declared,
        },
      });
      request.once("response", (response) => resolve(response));
      request.once("error", reject);
      send(request);
    });
  }

  const procMb = (field: "VmRSS" | "VmHWM") =>
    Number(readFileSync(`/proc/${server.child.pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))![1]) / 1024;
  /** Resident memory now, and the peak (VmHWM) set back to it, so the peak read later is the burst's. */
  const resetPeak = () => {
    writeFileSync(`/proc/${server.child.pid}/clear_refs`, "5");
    return procMb("VmRSS");
  };

  /** Sends the whole body from each address at once; each answer's status, or the error that cut it. */
  const burst = (body: Buffer, addresses: string[]) =>
    Promise.all(
      addresses.map((from) =>
        post(body.length, (request) => request.end(body), from).then(
          async (response) => {
            response.resume();
            await new Promise((resolve) => response.once("end", resolve));
            return response.statusCode!;
          },
          (error: Error) => error.message,
        ),
      ),
    );

  test("30 simultaneous 5 MB applications: each answered with a 2xx or 4xx, the server up and within its memory budget", async () => {
    const body = application(5 * 1000 * 1000);
    const before = resetPeak();
    const answers = await burst(body, Array(30).fill(client));
    // Three applications an hour from one address; the others are refused, none fails or is cut.
    expect(answers.filter((status) => status === 200)).toHaveLength(3);
    expect(answers.filter((status) => status !== 200)).toEqual(Array(27).fill(429));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(procMb("VmHWM") - before).toBeLessThanOrEqual(memory.uploadBurstMb);
    // The three CVs are kept; nothing else of the burst stays on disk.
    expect(readdirSync(path.join(dataDir, "uploads", "cv"))).toHaveLength(3);
    expect(readdirSync(path.join(dataDir, "incoming"))).toEqual([]);
  });

  test("a client past its limit gets 429 and Retry-After before it has sent its body", async () => {
    // An address of its own uses up its three tries with small posts (each counts before it is read).
    const limited = "10.250.3.1";
    expect(await burst(application(1000), Array(3).fill(limited))).toEqual([200, 200, 200]);
    const body = application(5 * 1000 * 1000);
    let request: http.ClientRequest | undefined;
    // Only the first 64 KB are sent: the answer must not wait for the rest.
    const response = await post(
      body.length,
      (r) => {
        request = r;
        r.write(body.subarray(0, 64 * 1024));
      },
      limited,
    );
    request!.destroy();
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  test("30 simultaneous 5 MB applications from 30 addresses: all kept and mailed, the server up and within its memory budget", async () => {
    const body = application(5 * 1000 * 1000);
    const db = new pg.Client(postgres.url);
    await db.connect();
    try {
      const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
      // One application first, so the burst is measured on a server that has already taken one (run
      // alone, this test would otherwise count the code and heap a first application brings in).
      expect(await burst(body, ["10.250.2.1"])).toEqual([200]);
      const applications = await count("select count(*)::int as n from job_applications");
      const mails = await count("select count(*)::int as n from email_outbox where type = 'recruitment'");
      const before = resetPeak();
      const answers = await burst(
        body,
        Array.from({ length: 30 }, (_, n) => `10.250.1.${n + 1}`),
      );
      expect(answers).toEqual(Array(30).fill(200));
      expect(procMb("VmHWM") - before).toBeLessThanOrEqual(memory.uploadBurstMb);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await count("select count(*)::int as n from job_applications")).toBe(applications + 30);
      expect(await count("select count(*)::int as n from email_outbox where type = 'recruitment'")).toBe(mails + 30);
      expect(readdirSync(path.join(dataDir, "incoming"))).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
