// End-to-end tests drive Debian's Chromium; without it they must fail loudly, never skip.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(`Chromium introuvable (${path}) : installez-le avec « apt-get install chromium », puis relancez npm test.`);
  process.exit(1);
}
