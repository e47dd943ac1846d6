import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { localSecret } from "../auth/secrets";

// Source credentials at rest: AES-256-GCM with a random IV per value, under ENCRYPTION_KEY
// (32 bytes, base64) or a key generated into .data/ on first use.

let key: Buffer | undefined;
function encryptionKey(): Buffer {
  if (key) return key;
  const raw = Buffer.from(localSecret("ENCRYPTION_KEY", "encryption.key"), "base64");
  if (raw.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded.");
  key = raw;
  return key;
}

export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(".");
}

export function open<T = Record<string, unknown>>(sealed: string): T {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("Unknown credentials format.");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as T;
}
