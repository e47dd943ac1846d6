import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { dataDir } from "@/db/paths";

/**
 * A secret from the environment, or one generated into `.data/` on first use and kept there,
 * so an embedded install works with no configuration and keeps its sessions across restarts.
 */
export function localSecret(envName: string, fileName: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), fileName);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
}

export function authSecret(): string {
  return localSecret("AUTH_SECRET", "auth-secret");
}
