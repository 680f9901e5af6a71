import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { ensureAdminAccount, type AdminAccount } from "~/features/accounts/admin-account.server";
import { createAuth, setAuth } from "~/features/accounts/auth.server";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { sealUnsentContentInClear } from "~/features/email/outbox.server";
import { createBrevoSms } from "~/features/sms/provider.server";
import { SmsWorker } from "~/features/sms/worker.server";
import { queueDueReminders } from "~/features/booking/reminders.server";
import { endHolds } from "~/features/booking/availability.server";
import { reconcileDeposits } from "~/features/booking/deposit-payment.server";
import { queueDueReviewRequests } from "~/features/salon-reviews/review-requests.server";
import { queueCampaignBatch } from "~/features/newsletter/campaign-sender.server";
import { notifyWaitlist, onWaitlistNudge } from "~/features/booking/waitlist.server";
import { renderGeneratedAttachment } from "~/features/invoices/invoices.server";
import { removeOrphanProductImages } from "~/features/admin/product-images.server";
import { purgeExpiredData } from "~/features/privacy/retention.server";
import { expireGiftCards } from "~/features/gift-cards/ledger.server";
import { removeOrphanCvs } from "~/features/recruitment/apply.server";
import { derivedSecret } from "~/lib/app-secret.server";
import { getConfig, type Config } from "~/lib/config.server";
import { errorFields, log, loggedPath, setLogLevel } from "~/lib/log.server";
import { projectRoot } from "~/lib/project-root.server";
import { removeStaleIncomingFiles } from "~/lib/storage.server";
import { closeDataDir } from "~/lib/data-dir.server";
import { getDb, openDatabase, setDatabase, type Database } from "~db/client.server";
import { setSealKey } from "~db/sealed";
import { seedDatabase } from "~db/seed/seed.server";
import { precompressedAssets } from "./assets";
import { compressDocumentsWhole } from "./compressed";
import { methodsAllowed } from "./methods";
import { pageCache } from "./page-cache";
import { builtFiles, canonicalOrigin, clientAddress, plainPaths, requestBodies, sameOriginWrites, securityHeaders } from "./http";

/** Brotli for what is compressed for one visitor (see the compression middleware below). */
const BROTLI_FOR_ONE = { quality: 3, windowBits: 18 };

export type StartedApp = {
  app: express.Express;
  config: Config;
  admin: AdminAccount;
  mailTransport: string;
  shutdown(): Promise<void>;
};

/** Opens the database (migrated and seeded), the auth and the mail worker, and builds the HTTP app. */
export async function startApp(options: { serveStatic?: boolean } = {}): Promise<StartedApp> {
  const config = getConfig();
  setLogLevel(config.logLevel);
  // Before anything is created or opened in it: the data folder is the service user's alone.
  const closed = closeDataDir(config.dataDir);
  if (closed) log("warn", "data folder was open to other users: closed", { dataDir: config.dataDir, entries: closed });

  // The key of what the database keeps sealed (a mail's private links until it is sent).
  setSealKey(Buffer.from(derivedSecret("sealed-values", config), "base64url"));

  const database: Database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: path.join(projectRoot(), "db", "migrations"),
    onConnectionError: (error) => log("warn", "database connection lost", { error: error.message }),
  });
  setDatabase(database);
  const auth = createAuth(config, database.db);
  setAuth(auth);
  // Several instances may start at once on one PostgreSQL: one at a time migrates, seeds and
  // makes sure the admin account exists.
  const admin = await database.exclusively(async () => {
    await database.migrate();
    // Demo barbers only on a demonstration site (demo payments): a real salon's public pages and
    // booking dialog never offer invented people.
    const seeded = await seedDatabase(database.db, { team: config.paymentMode === "demo" });
    if (seeded.services || seeded.products || seeded.barbers) log("info", "demo data seeded", seeded);
    const sealed = await sealUnsentContentInClear(database.db);
    if (sealed) log("info", "private links of queued mails sealed", { count: sealed });
    return ensureAdminAccount(auth, database.db, config);
  });
  // The embedded database writes the files of a new database, and a cache file at each start,
  // open to others (inside a folder only we can enter): closed as well.
  closeDataDir(config.dataDir);

  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    mailboxDir: path.join(config.dataDir, "mailbox"),
    from: config.mailFrom,
  });
  const worker = new MailWorker({
    db: database.db,
    transport,
    retryBaseMs: config.mailRetryBaseMs,
    log,
    renderAttachment: (attachment) => renderGeneratedAttachment(attachment, database.db),
  });
  worker.start();
  // SMS reminders, only with SMS_PROVIDER and SMS_API_KEY.
  const smsWorker = config.sms ? new SmsWorker({ db: database.db, provider: createBrevoSms(config.sms), log }) : undefined;
  smsWorker?.start();

  // Personal data past its retention period goes once a day (and at start), and so do uploaded
  // files that nothing refers to (left by a crash or a failed save).
  const purge = () =>
    purgeExpiredData()
      .then(async (counts) => ({
        ...counts,
        orphanCvs: await removeOrphanCvs(),
        orphanProductImages: await removeOrphanProductImages(),
        staleIncomingFiles: await removeStaleIncomingFiles(),
        dataEntriesClosed: closeDataDir(config.dataDir),
      }))
      .then((counts) => Object.values(counts).some(Boolean) && log("info", "expired data deleted", counts))
      .catch((error) => log("error", "retention purge failed", errorFields(error)));
  await purge();
  const purgeTimer = setInterval(purge, 24 * 3600_000);
  purgeTimer.unref();

  // Mails that fall due with time, queued every minute (and at start); instances sharing the
  // database share the work, each mail queued once (each job writes its mark with its mail).
  const waitingList = { name: "waiting list", run: () => notifyWaitlist() };
  const minuteJobs: Array<{ name: string; run: () => Promise<number> }> = [
    // Reminders the day before an appointment.
    { name: "booking reminders", run: () => queueDueReminders() },
    // Review requests the day after a visit.
    { name: "review requests", run: () => queueDueReviewRequests() },
    // Newsletters being sent, at NEWSLETTER_PER_MINUTE mails a minute.
    { name: "newsletter campaigns", run: () => queueCampaignBatch() },
    // Those waiting for a full day, when a time frees up.
    waitingList,
    // Times held for arrhes never paid: free again (those waiting are told by the next run).
    { name: "booking holds ended", run: () => endHolds(getDb(), new Date()) },
    // Gift cards past their last day: what is left is written off in their ledger.
    { name: "gift cards expired", run: () => expireGiftCards(getDb(), new Date()) },
    // Arrhes PayPal took without our record (a stop between its capture and our write), and refunds owed.
    { name: "arrhes settled", run: () => reconcileDeposits().then(({ settled, refunded }) => settled + refunded) },
  ];
  // Runs still going when the server stops are waited for before the database closes.
  const jobsRunning = new Set<Promise<unknown>>();
  let stopping = false;
  const runJob = (job: (typeof minuteJobs)[number]) => {
    if (stopping) return Promise.resolve();
    const running = job
      .run()
      .then((count) => count > 0 && log("info", `${job.name} queued`, { count }))
      .catch((error) => log("error", `${job.name} failed`, errorFields(error)))
      .finally(() => jobsRunning.delete(running));
    jobsRunning.add(running);
    return running;
  };
  // A run still going a minute later (a long catch-up) is not doubled by the next one.
  let minuteRun: Promise<void> | undefined;
  const runMinuteJobs = () => {
    minuteRun ??= (async () => {
      for (const job of minuteJobs) await runJob(job);
    })().finally(() => (minuteRun = undefined));
    return minuteRun;
  };
  // A cancellation, a move, a freed block or other hours: the waiting list is looked at within a
  // second (nudges close together make one run), not at its next minute.
  let waitlistSoon: NodeJS.Timeout | undefined;
  const stopNudges = onWaitlistNudge(() => {
    waitlistSoon ??= setTimeout(() => {
      waitlistSoon = undefined;
      void runJob(waitingList);
    }, 500);
    waitlistSoon.unref();
  });
  void runMinuteJobs();
  const reminderTimer = setInterval(runMinuteJobs, 60_000);
  reminderTimer.unref();

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is read from the right, one entry per proxy of ours: what a client adds to the left is ignored.
  if (config.trustProxyHops > 0) app.set("trust proxy", config.trustProxyHops);
  if (config.publicUrlSet) app.use(canonicalOrigin(config.publicUrl));
  app.use(requestLog);
  app.use(plainPaths);
  app.use(securityHeaders(config.publicUrl));
  app.use(clientAddress);
  app.use(requestBodies());
  // Brotli's default window is 4 MB, allocated for every response: pages and files are far smaller,
  // and a 256 KB window gives the same bytes for half the CPU and less memory (measured: the home
  // page with a browser's Accept-Encoding, 96–152 → 194–222 requests/s). What is compressed with
  // these settings is made for one visitor (data, answers of the APIs here; pages rendered for a
  // signed-in customer, whole, by compressDocumentsWhole below): quality 3 rather than the
  // middleware's 4 takes a signed-in customer's home page (64 KB) in 0.22 ms instead of 0.52, for
  // 12.2 KB instead of 11.6. Pages kept for every visitor, scripts and styles are compressed once,
  // harder (page-cache.ts, assets.ts).
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_FOR_ONE.windowBits, [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_FOR_ONE.quality } },
    }),
  );
  app.use(sameOriginWrites(config.publicUrl));

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.kind });
    } catch (error) {
      log("error", "health check failed", errorFields(error));
      res.status(503).json({ status: "error", database: database.kind });
    }
  });

  if (options.serveStatic !== false) {
    const client = path.join(projectRoot(), "build", "client");
    // Hashed file names never change content: cache them for a year.
    const assets = path.join(client, "assets");
    app.use("/assets", precompressedAssets(assets), express.static(assets, { immutable: true, maxAge: "1y" }));
    app.use(builtFiles(client, { maxAge: "1h" }));
  }
  // Documents rendered for one visitor, compressed whole (before the page cache, which reads the
  // document as the render wrote it).
  app.use(compressDocumentsWhole({ brotliQuality: BROTLI_FOR_ONE.quality, brotliWindowBits: BROTLI_FOR_ONE.windowBits }));
  if (!import.meta.env.DEV) app.use(pageCache());

  // Given as a function, the build is asked for again on every request and React Router
  // rebuilds its route tables each time (4 % of the home page's time): that is for the dev
  // server, whose modules change. The built site's build never changes.
  const build = import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build");
  app.use(methodsAllowed(build));
  app.use(createRequestHandler({ build }));
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log("error", "request failed", { method: req.method, path: loggedPath(req.originalUrl), ...errorFields(error) });
    if (!res.headersSent) res.status(500).type("text/plain; charset=utf-8").send("Une erreur est survenue");
  });

  return {
    app,
    config,
    admin,
    mailTransport: transport.describe,
    async shutdown() {
      clearInterval(purgeTimer);
      clearInterval(reminderTimer);
      stopNudges();
      clearTimeout(waitlistSoon);
      stopping = true;
      // At most 10 s: a job stuck on a lock must not keep the server from stopping.
      await Promise.race([Promise.all(jobsRunning), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await worker.stop();
      await smsWorker?.stop();
      await database.close();
      setDatabase(undefined);
      setAuth(undefined);
      setSealKey(undefined);
    },
  };
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? "error" : "info";
    log(level, "request", {
      method: req.method,
      path: loggedPath(req.originalUrl),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ip: req.ip,
    });
  });
  next();
}
