import fs from "node:fs";

/** The system Chromium Playwright drives (never a downloaded browser). */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}
