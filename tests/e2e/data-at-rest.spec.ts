import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { freePort } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";
import { book, freeSlots, parisDayWhere, serviceIdAt, signUp } from "./support/site-client";

const ADMIN = { email: "patron@au-repos.test", password: "Patron-au-repos-2026!" };

/** Every entry under `dir` (links not followed), with its permission bits. */
function entriesOf(dir: string): Array<{ path: string; mode: number; folder: boolean }> {
  const found: Array<{ path: string; mode: number; folder: boolean }> = [];
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    found.push({ path: path.relative(dir, entry) || ".", mode: stat.mode & 0o777, folder: stat.isDirectory() });
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}

const openToOthers = (dir: string) =>
  entriesOf(dir)
    .filter((e) => e.mode & 0o077)
    .map((e) => `${e.mode.toString(8)} ${e.path}`);

// The site started as in production on a new data folder (embedded database, mails written to
// the folder's mailbox): what it keeps there is readable by its own user only, and its database
// files hold no private link it mailed.
test.describe("the data folder, at rest", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let workDir: string;
  let dataDir: string;
  let url: string;
  let port: number;
  let server: OwnServer;
  const start = async () => {
    server = startServer({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await waitHealthy(url, server);
  };
  const stop = async () => {
    server.child.kill("SIGTERM");
    const run = await server.exited;
    expect(run.code, run.output).toBe(0);
    return run.output;
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    workDir = mkdtempSync(path.join(tmpdir(), "salon-at-rest-"));
    dataDir = path.join(workDir, "data");
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await start();
  });
  test.afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(workDir, { recursive: true, force: true });
  });

  test("a booking, a reset request, a CV and a newsletter sign-up: nothing in the folder is open to others, and no mailed link is in the database's files", async ({
    browser,
  }) => {
    const origin = { Origin: url };
    const serviceId = await serviceIdAt(browser, url);
    const day = parisDayWhere(6, (weekday) => weekday !== 1 && weekday !== 7);
    const [time] = await freeSlots(url, serviceId, day.iso);
    expect(time).toBeTruthy();
    const booked = await book(url, "10.77.0.1", {
      serviceId,
      date: day.iso,
      timeSlot: time!,
      name: "Inès Repos",
      email: "ines.repos@example.test",
      phone: "06 11 22 33 44",
    });
    expect(booked.status).toBe(200);

    await signUp(url, "oubli.repos@example.test", "10.77.0.2");
    const forgot = await fetch(`${url}/forgot-password`, {
      method: "POST",
      redirect: "manual",
      headers: { ...origin, "X-Forwarded-For": "10.77.0.3", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "oubli.repos@example.test" }),
    });
    expect(forgot.status).toBeLessThan(400);

    const cv = new FormData();
    for (const [name, value] of Object.entries({ firstName: "Sami", lastName: "Repos", dateOfBirth: "1995-03-02", email: "sami.repos@example.test" }))
      cv.set(name, value);
    cv.set("cv", new Blob([Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], { type: "application/pdf" }), "cv-sami.pdf");
    const applied = await fetch(`${url}/recrutement`, { method: "POST", redirect: "manual", headers: { ...origin, "X-Forwarded-For": "10.77.0.4" }, body: cv });
    expect(applied.status).toBeLessThan(400);

    const subscribed = await fetch(`${url}/api/newsletter`, {
      method: "POST",
      headers: { ...origin, "X-Forwarded-For": "10.77.0.5", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "lecteur.repos@example.test" }),
    });
    expect(subscribed.status).toBe(200);

    // The mails as they left (the development mailbox, in the folder): the links they carry.
    const mailbox = path.join(dataDir, "mailbox");
    const linkOf = async (pattern: RegExp) => {
      let token: string | undefined;
      await expect
        .poll(
          async () => {
            for (const file of readdirSync(mailbox).filter((f) => f.endsWith(".eml"))) {
              const text = (await simpleParser(readFileSync(path.join(mailbox, file)))).text ?? "";
              token ??= pattern.exec(text)?.[1];
            }
            return token;
          },
          { timeout: 20_000 },
        )
        .toBeTruthy();
      return token!;
    };
    const tokens = {
      reset: await linkOf(/\/reset-password\?token=([A-Za-z0-9_-]+)/),
      booking: await linkOf(/\/rendez-vous\/([A-Za-z0-9_-]{40,64})/),
      newsletter: await linkOf(/\/newsletter\/confirmation\/([A-Za-z0-9_-]+)/),
    };
    expect(readdirSync(path.join(dataDir, "uploads", "cv"))).toHaveLength(1);

    expect(openToOthers(dataDir)).toEqual([]);
    const entries = entriesOf(dataDir);
    // What was looked at is there: the database, the mails, the CV, the secret.
    for (const wanted of ["pglite/PG_VERSION", "auth-secret", "uploads/cv", "mailbox"]) expect(entries.some((e) => e.path === wanted)).toBe(true);
    expect(entries.filter((e) => e.path.startsWith("pglite/")).length).toBeGreaterThan(100);

    // Stopped, the embedded database's files are all on disk: none holds a link that was mailed.
    await stop();
    const database = entriesOf(path.join(dataDir, "pglite"))
      .filter((e) => !e.folder)
      .map((e) => readFileSync(path.join(dataDir, "pglite", e.path)).toString("latin1"))
      .join("\n");
    expect(database).toContain("ines.repos@example.test");
    for (const [name, token] of Object.entries(tokens)) expect(database.includes(token), `${name} link in the database's files`).toBe(false);
  });

  test("a folder found open to others at start is closed, with a warning", async () => {
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "pglite"), 0o777);
    chmodSync(path.join(dataDir, "pglite", "PG_VERSION"), 0o666);
    chmodSync(path.join(dataDir, "auth-secret"), 0o644);
    expect(openToOthers(dataDir)).toHaveLength(4);
    await start();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, "pglite", "PG_VERSION")).mode & 0o777).toBe(0o600);
    const output = await stop();
    const warning = /"level":"warn","msg":"data folder was open to other users: closed".*"entries":(\d+)/.exec(output);
    // The four opened here (and the embedded database's cache files, written open at each start).
    expect(Number(warning?.[1])).toBeGreaterThanOrEqual(4);
  });
});
