import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, startV8Flags, waitHealthy } from "../../support/own-server";
import { freePort } from "../../support/smtp-sink";

export type BuildSnapshot = { dir: string; remove(): void };

/**
 * A copy of the built site (server.js, build/, the migrations, package.json, and node_modules
 * linked) in a temporary folder: the bench measures one build throughout, even if `npm run build`
 * runs again in the checkout meanwhile, which would swap the assets under a running server.
 */
export function snapshotBuild(root = process.cwd()): BuildSnapshot {
  const assets = path.join(root, "build", "client", "assets");
  if (!existsSync(path.join(root, "build", "server", "index.js")) || !readdirSync(assets).some((f) => /^manifest-[\w-]+\.js$/.test(f))) {
    throw new Error("no complete build in build/: run `npm run build` first (`npm run bench` does)");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "salon-bench-site-"));
  for (const item of ["server.js", "package.json", "build", path.join("db", "migrations")]) {
    cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type SiteServer = {
  url: string;
  pid: number;
  /** Resident memory of the server process now, MB (VmRSS). */
  rssMb(): number;
  /** Throws, with the end of the server's output, if the process has exited. */
  assertAlive(): void;
  output(): string;
  stop(): Promise<void>;
};

/**
 * The built site as `npm start` serves it (React's production build), on loopback, with a data
 * folder of its own (or `dataDir`): PGlite when `databaseUrl` is empty, else that PostgreSQL database. It trusts
 * one proxy hop, so a load test can give each request its own client address (X-Forwarded-For)
 * and measure the site rather than its per-address limits.
 */
export async function startSite(options: { root: string; databaseUrl: string; env?: Record<string, string>; dataDir?: string }): Promise<SiteServer> {
  const { root } = options;
  // A folder made beforehand (a PGlite database filled for the measure) is removed at the end as well.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "salon-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // With the V8 settings `npm start` and the systemd unit give (package.json, deploy/).
  const server = startServer(
    {
      // Vitest sets NODE_ENV=test, which would measure React's development build.
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      DATABASE_URL: options.databaseUrl,
      TRUST_PROXY: "true",
      PAYMENT_MODE: "demo",
      // Nothing leaves the machine: the address suggestions would only be asked for while typing.
      ADDRESS_API_URL: "http://127.0.0.1:9",
      ...options.env,
    },
    startV8Flags,
    root,
  );
  const { child } = server;

  const assertAlive = () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${server.output().slice(-4000)}`);
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await server.exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitHealthy(url, server, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    pid: child.pid!,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
    },
    assertAlive,
    output: server.output,
    stop,
  };
}

/** GETs a page and fails unless it answers 200: the bench measures working pages only. */
async function getOk(url: string): Promise<string> {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}\n${body.slice(0, 500)}`);
  return body;
}

export type SiteTargets = {
  productPath: string;
  articlePath: string;
  serviceId: string;
  /** The first day from tomorrow on with free times, and the days of the window after it that have some. */
  slotDays: string[];
};

const parisDate = (daysAhead: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(Date.now() + daysAhead * 86_400_000));

/** What the bench measures besides fixed pages, read from the site as a visitor finds it. */
export async function findTargets(url: string): Promise<SiteTargets> {
  const shop = await getOk(`${url}/shop`);
  const product = shop.match(/\/shop\/product\/[0-9a-f-]{36}/)?.[0];
  if (!product) throw new Error("no product link on /shop");

  const preferredArticle = "/blog/histoire-quartier-gambetta-culture-style";
  const blog = await getOk(`${url}/blog`);
  const articles = [...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  const article = articles.includes(preferredArticle) ? preferredArticle : articles[0];
  if (!article) throw new Error("no article link on /blog");

  // The services' ids are on the home page (the booking dialog sends one to the slots API).
  const home = await getOk(`${url}/`);
  const ids = [...new Set(home.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
  // Today's remaining times would run out during the bench: from tomorrow to the window's end.
  const days = Array.from({ length: 13 }, (_, i) => parisDate(i + 1));
  for (const id of ids) {
    const res = await fetch(`${url}/api/booking/slots?serviceId=${id}&date=${days[0]}`);
    if (res.status !== 200) continue;
    const slotDays: string[] = [];
    for (const day of days) {
      const { slots } = (await (await fetch(`${url}/api/booking/slots?serviceId=${id}&date=${day}`)).json()) as { slots: string[] };
      if (slots.length > 0) slotDays.push(day);
    }
    if (slotDays.length === 0) throw new Error(`service ${id}: no free time in the booking window`);
    return { productPath: product, articlePath: article, serviceId: id, slotDays };
  }
  throw new Error("no service id on the home page answers the slots API");
}
