import type { IngestDocument } from "../ingest/types";

/** A field of a source's credentials or configuration form. */
export type FieldSpec = {
  name: string;
  type: "string" | "number" | "password" | "boolean" | "text" | "string[]";
  required: boolean;
  label: string;
  help?: string;
  default?: unknown;
};

export type SourceChange =
  | { kind: "upsert"; document: IngestDocument }
  | { kind: "delete"; externalId: string };

/**
 * What a connector's sync yields: a batch of changes and the cursor that holds once the batch is
 * stored. The engine saves the batch and its cursor in one transaction, so a crash resumes from
 * the last saved cursor. `total` is the number of items the run will visit, when known.
 */
export type SyncBatch = {
  changes: SourceChange[];
  cursor: SyncCursor;
  total?: number;
  /** This run visits every item even though it got a cursor (e.g. a table without an updated-at column). */
  full?: boolean;
};

/** Opaque to the engine; JSON-serialisable; owned by the connector. */
export type SyncCursor = Record<string, unknown>;

export type UploadedFile = {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  updatedAt: Date;
  read(): Promise<Buffer>;
};

export type ConnectorContext = {
  credentials: Record<string, unknown>;
  config: Record<string, unknown>;
  signal: AbortSignal;
  /** Files uploaded into the connection (the `files` source); empty for other sources. */
  files: () => Promise<UploadedFile[]>;
};

export type SyncContext = ConnectorContext & {
  /**
   * The cursor saved by the last completed run (an incremental sync starts from it) or by an
   * interrupted run of this same sync (it resumes from it); null on a full sync.
   */
  cursor: SyncCursor | null;
};

export interface Connector {
  shortName: string;
  name: string;
  description: string;
  authMethods: string[];
  labels: string[];
  supportsContinuous: boolean;
  authFields: FieldSpec[];
  configFields: FieldSpec[];
  /**
   * Whether a full sync deletes the documents it did not see (default true). A feed shows a
   * window of its entries, so what left the window was not deleted at the source.
   */
  sweep?: boolean;
  /**
   * Checks credentials and reachability. Resolves with a human message on success; throws
   * ConnectorError("invalid_credentials" | "source_unreachable", message) otherwise.
   */
  test(ctx: ConnectorContext): Promise<{ message: string }>;
  /**
   * Yields every change since ctx.cursor. On a full sync (cursor null) it yields every item, and the
   * engine deletes whatever was not seen (mark and sweep); deletions the source reports are yielded.
   * Throws ConnectorError("transient", ..., { retryAfterMs }) on 429/5xx/network errors worth a retry.
   */
  sync(ctx: SyncContext): AsyncGenerator<SyncBatch, void, void>;
  /**
   * Database sources only: runs one statement for a chart in a read-only transaction, with a
   * statement timeout and a row cap. A statement that writes fails (ConnectorError "invalid_config").
   */
  query?(ctx: ConnectorContext, statement: string, limits: QueryLimits): Promise<QueryResult>;
}

export type QueryLimits = { timeoutMs: number; maxRows: number };
export type QueryResult = { columns: string[]; rows: Array<Record<string, unknown>>; truncated: boolean };

export type ConnectorErrorKind = "invalid_credentials" | "source_unreachable" | "invalid_config" | "transient";

export class ConnectorError extends Error {
  readonly kind: ConnectorErrorKind;
  readonly retryAfterMs?: number;

  constructor(kind: ConnectorErrorKind, message: string, options: { retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "ConnectorError";
    this.kind = kind;
    this.retryAfterMs = options.retryAfterMs;
  }
}
