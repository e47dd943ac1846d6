import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sourceFiles } from "@/db/schema";
import { open } from "../sources/secret-box";
import type { Connector, ConnectorContext, FieldSpec } from "../sources/types";
import type { Connection } from "./access";

/** Every continuous source can be synced on a schedule; the interval lives in the connection's config. */
export const SCHEDULE_FIELD: FieldSpec = {
  name: "syncIntervalMinutes",
  type: "number",
  required: false,
  label: "Sync every (minutes)",
  help: "Leave empty to sync only on demand. At least 5.",
};

export function configFieldsOf(connector: Connector): FieldSpec[] {
  return connector.supportsContinuous ? [...connector.configFields, SCHEDULE_FIELD] : connector.configFields;
}

export function nextScheduledSync(connector: Connector, config: Record<string, unknown>, from = new Date()): Date | null {
  const minutes = Number(config[SCHEDULE_FIELD.name]);
  if (!connector.supportsContinuous || !Number.isFinite(minutes) || minutes <= 0) return null;
  return new Date(from.getTime() + Math.max(5, minutes) * 60_000);
}

/** What a connector sees of a connection: decrypted credentials, its config, its uploaded files. */
export async function connectorContext(connection: Connection, signal: AbortSignal): Promise<ConnectorContext> {
  const { [SCHEDULE_FIELD.name]: _interval, ...config } = connection.config;
  return {
    credentials: open(connection.credentials),
    config,
    signal,
    files: async () => {
      const db = await getDb();
      const found = await db
        .select({ id: sourceFiles.id, name: sourceFiles.name, mimeType: sourceFiles.mimeType, size: sourceFiles.size, updatedAt: sourceFiles.updatedAt })
        .from(sourceFiles)
        .where(eq(sourceFiles.connectionId, connection.id))
        .orderBy(asc(sourceFiles.name));
      return found.map((file) => ({
        ...file,
        read: async () => {
          const [row] = await db.select({ content: sourceFiles.content }).from(sourceFiles).where(eq(sourceFiles.id, file.id));
          return row.content;
        },
      }));
    },
  };
}
