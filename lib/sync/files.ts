import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceFiles } from "@/db/schema";
import type { Connection } from "../connections/access";
import { AppError, InvalidRequestError } from "../errors";
import { newId } from "../ids";

const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Stores uploaded files in a `files` connection; a file with the same name replaces the old one. */
export async function uploadFiles({ connection, form }: { connection: Connection; form: FormData }) {
  if (connection.shortName !== "files") throw new InvalidRequestError("Only a files connection accepts uploads.");
  const uploads = [...form.values()].filter((v): v is File => typeof v !== "string");
  if (!uploads.length) throw new InvalidRequestError("Attach at least one file (multipart field `file`).");
  const db = await getDb();
  const stored = [];
  for (const file of uploads) {
    if (file.size > MAX_FILE_BYTES) throw new AppError("payload_too_large", `${file.name} is larger than 20 MiB.`);
    const name = file.name.replace(/[\\/]/g, "_").slice(0, 255) || "upload";
    const content = Buffer.from(await file.arrayBuffer());
    const values = { name, mimeType: file.type || "application/octet-stream", size: content.length, content, updatedAt: new Date() };
    const [existing] = await db
      .select({ id: sourceFiles.id })
      .from(sourceFiles)
      .where(and(eq(sourceFiles.connectionId, connection.id), eq(sourceFiles.name, name)));
    if (existing) await db.update(sourceFiles).set(values).where(eq(sourceFiles.id, existing.id));
    const id = existing?.id ?? newId("file");
    if (!existing) await db.insert(sourceFiles).values({ id, connectionId: connection.id, ...values });
    stored.push({ id, name, mimeType: values.mimeType, size: values.size });
  }
  return { files: stored };
}

export async function listFiles({ connection }: { connection: Connection }) {
  const db = await getDb();
  const files = await db
    .select({ id: sourceFiles.id, name: sourceFiles.name, mimeType: sourceFiles.mimeType, size: sourceFiles.size, updatedAt: sourceFiles.updatedAt })
    .from(sourceFiles)
    .where(eq(sourceFiles.connectionId, connection.id))
    .orderBy(asc(sourceFiles.name));
  return { files: files.map((f) => ({ ...f, updatedAt: f.updatedAt.toISOString() })) };
}
