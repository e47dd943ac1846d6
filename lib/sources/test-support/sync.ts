import type { IngestDocument } from "@/lib/ingest/types";
import type { Connector, SourceChange, SyncBatch, SyncContext, SyncCursor, UploadedFile } from "@/lib/sources/types";

export function syncContext(input: {
  credentials?: Record<string, unknown>;
  config?: Record<string, unknown>;
  cursor?: SyncCursor | null;
  files?: UploadedFile[];
}): SyncContext {
  return {
    credentials: input.credentials ?? {},
    config: input.config ?? {},
    cursor: input.cursor ?? null,
    signal: new AbortController().signal,
    files: async () => input.files ?? [],
  };
}

export type SyncRun = {
  batches: SyncBatch[];
  changes: SourceChange[];
  upserts: IngestDocument[];
  deletes: string[];
  /** The cursor of the last batch received. */
  cursor: SyncCursor | null;
};

/**
 * Drains a connector's sync, or stops after `maxBatches` (as a crash would), and JSON round-trips
 * every cursor as the engine's storage does.
 */
export async function runSync(connector: Connector, ctx: SyncContext, options: { maxBatches?: number } = {}): Promise<SyncRun> {
  const batches: SyncBatch[] = [];
  for await (const batch of connector.sync(ctx)) {
    batches.push({ ...batch, cursor: JSON.parse(JSON.stringify(batch.cursor)) as SyncCursor });
    if (options.maxBatches !== undefined && batches.length >= options.maxBatches) break;
  }
  const changes = batches.flatMap((b) => b.changes);
  return {
    batches,
    changes,
    upserts: changes.flatMap((c) => (c.kind === "upsert" ? [c.document] : [])),
    deletes: changes.flatMap((c) => (c.kind === "delete" ? [c.externalId] : [])),
    cursor: batches.at(-1)?.cursor ?? null,
  };
}

export function ids(docs: IngestDocument[]): string[] {
  return docs.map((d) => d.externalId).sort();
}
