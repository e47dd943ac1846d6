import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Runs `next build` unless .next holds a build of exactly these sources. */
export function buildIfNeeded(root) {
  const stamp = path.join(root, ".next", "quarry-source-hash");
  const hash = sourceHash(root);
  const current = fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash;
  if (current) return;
  console.log("Building Quarry (first start or sources changed)...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, hash);
}

function sourceHash(root) {
  const h = crypto.createHash("sha256");
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(tsx?|css|json|mjs|sql|md)$/.test(entry.name)) h.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  for (const dir of ["app", "components", "lib", "db", "public"]) {
    if (fs.existsSync(path.join(root, dir))) visit(path.join(root, dir));
  }
  for (const file of ["package-lock.json", "next.config.ts", "postcss.config.mjs", "instrumentation.ts", "tsconfig.json"]) {
    if (fs.existsSync(path.join(root, file))) h.update(fs.readFileSync(path.join(root, file)));
  }
  return h.digest("hex");
}
