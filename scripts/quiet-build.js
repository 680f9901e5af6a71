// The build as `npm test` runs it: the same `react-router build`, which must write nothing on its
// error stream. Vite and Rolldown write their warnings there (an ineffective dynamic import, a
// misnamed chunk group...), so a new warning fails the tests instead of greeting the next `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = spawn(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], {
  cwd: root,
  stdio: ["ignore", "inherit", "pipe"],
});
let warnings = "";
build.stderr.on("data", (chunk) => {
  warnings += chunk;
  process.stderr.write(chunk);
});
const code = await new Promise((resolve) => build.on("close", (status) => resolve(status ?? 1)));
if (code !== 0) process.exit(code);
const lines = warnings.split("\n").filter((line) => line.trim() !== "");
if (lines.length > 0) {
  console.error(`\nLa construction a écrit ${lines.length} ligne(s) d'avertissement (ci-dessus) : corrigez-les à la source.`);
  process.exit(1);
}
