// `npm start`: builds when the sources changed since the last build, then runs the server.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const inputs = ["app", "server", "db", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const stampFile = path.join(root, "build", ".sources-hash");

function walk(p, hash) {
  const full = path.join(root, p);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(path.join(p, name), hash);
  } else {
    hash.update(`${p}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
}

const hash = createHash("sha256");
inputs.forEach((p) => walk(p, hash));
const digest = hash.digest("hex");
const built = existsSync(path.join(root, "build", "server", "index.js")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === digest;

if (!built) {
  console.log("Construction du site…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, digest);
}

await import(pathToFileURL(path.join(root, "server.js")).href);
