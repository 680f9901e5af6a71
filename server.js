// The Node entry: loads the built app (or the Vite dev server with --dev), listens, and shuts
// down cleanly on SIGTERM/SIGINT: stop accepting, finish in-flight requests, stop the mail
// worker, close the database, exit.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

// Whatever the server creates (database, uploads, mails, secret) is readable by its own user only;
// set before anything is opened. The data folder is also closed at start (app/lib/data-dir.server.ts).
process.umask(0o077);

const dev = process.argv.includes("--dev");
// The built site runs as it is meant to run, with React's production build, unless told otherwise;
// set before anything loads React, which reads it once.
if (!dev && !process.env.NODE_ENV) process.env.NODE_ENV = "production";
const GRACE_MS = 10_000;

async function loadApp() {
  if (!dev) return import("./build/server/index.js");
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const mod = await vite.ssrLoadModule("./server/app.ts");
  return {
    startApp: async () => {
      const started = await mod.startApp({ serveStatic: false });
      const express = (await import("express")).default;
      const outer = express();
      outer.use(vite.middlewares);
      outer.use(started.app);
      return { ...started, app: outer, shutdown: async () => (await started.shutdown(), await vite.close()) };
    },
  };
}

let started;
try {
  const { startApp } = await loadApp();
  started = await startApp();
} catch (error) {
  // Configuration errors are one clear line naming the variable; anything else gets its stack.
  if (error?.constructor?.name === "ConfigError") console.error(error.message);
  else console.error("Démarrage impossible :", error);
  process.exit(1);
}

const { config, admin } = started;
const server = http.createServer(started.app);
// Idle connections stay open longer than a reverse proxy's own idle timeout (60 s for nginx and
// most load balancers), so a proxy or client never sends on a connection we are closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("error", (error) => {
  console.error(`Impossible d'écouter sur ${config.host}:${config.port} : ${error.message}`);
  process.exit(1);
});
// Says that a site runs on this data folder (backups of the embedded database wait for it to stop).
const pidFile = path.join(config.dataDir, "server.pid");
server.listen(config.port, config.host, () => {
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(pidFile, String(process.pid));
  } catch (error) {
    console.error(`Impossible d'écrire ${pidFile} : ${error.message}`);
  }
  const port = server.address().port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(`\n  Monsieur Moustache est en ligne : ${url}`);
  console.log(`  Administration : ${url}/admin`);
  console.log(`  Compte administrateur : ${admin.email}`);
  if (admin.generatedPassword) {
    console.log(`  Mot de passe généré (affiché une seule fois) : ${admin.generatedPassword}`);
  } else if (!admin.created && !admin.takenOver) {
    console.log(`  Mot de passe : celui de ADMIN_PASSWORD ou celui affiché au premier démarrage`);
  } else {
    console.log(`  Mot de passe : celui de ADMIN_PASSWORD`);
  }
  console.log(`  E-mails : ${started.mailTransport}`);
  // React's development build alone exports `act`: this names the build the pages are rendered with.
  const react = createRequire(import.meta.url)("react");
  console.log(`  Rendu React : ${typeof react.act === "function" ? "développement" : "production"}\n`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "shutting down", signal }));
  const force = setTimeout(() => server.closeAllConnections(), GRACE_MS);
  force.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  clearTimeout(force);
  try {
    await started.shutdown();
    rmSync(pidFile, { force: true });
  } catch (error) {
    console.error("Arrêt incomplet :", error);
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
