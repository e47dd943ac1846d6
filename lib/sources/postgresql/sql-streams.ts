import { createHash } from "node:crypto";
import { z } from "zod";
import type { IngestDocument } from "@/lib/ingest/types";
import { ConnectorError, type FieldSpec, type SyncBatch, type SyncCursor } from "@/lib/sources/types";

// Shared by the postgresql and mysql connectors: stream config, keyset cursor and row -> document.

const stringList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (typeof v === "string" ? v.split(/[\n,]/) : (v ?? [])).map((s) => s.trim()).filter(Boolean));
const optionalName = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

export const SqlConfig = z
  .object({
    tables: stringList,
    query: z
      .string()
      .optional()
      .transform((q) => q?.trim().replace(/;+\s*$/, "") || undefined),
    idColumn: optionalName.transform((v) => v ?? "id"),
    titleColumn: optionalName,
    textTemplate: z.string().optional(),
    urlTemplate: z.string().optional(),
    cursorColumn: optionalName,
    batchSize: z.coerce.number().int().min(1).max(5000).default(500),
  })
  .refine((c) => c.tables.length > 0 || c.query, { message: "list at least one table or give a query" });
export type SqlConfig = z.infer<typeof SqlConfig>;

export function sqlConfigFields(defaultSchema: string): FieldSpec[] {
  return [
    { name: "tables", type: "string[]", required: false, label: "Tables", help: `Tables or views to sync, as "schema.table" (schema defaults to ${defaultSchema}).` },
    { name: "query", type: "text", required: false, label: "Custom query", help: "A SELECT whose rows are synced as one more stream; it runs in a read-only transaction." },
    { name: "idColumn", type: "string", required: false, label: "ID column", help: "A unique, non-null column of every stream.", default: "id" },
    { name: "titleColumn", type: "string", required: false, label: "Title column" },
    { name: "textTemplate", type: "text", required: false, label: "Text template", help: 'Document text, e.g. "{{title}}\\n\\n{{body}}". Default: every column as "name: value".' },
    { name: "urlTemplate", type: "string", required: false, label: "URL template", help: 'e.g. "https://app.example.com/items/{{id}}".' },
    { name: "cursorColumn", type: "string", required: false, label: "Updated-at column", help: "A column that grows on every change (updated_at). Without it every sync rereads all rows. Incremental syncs cannot see deleted rows; a full sync removes them." },
    { name: "batchSize", type: "number", required: false, label: "Rows per batch", default: 500 },
  ];
}

export function parseSqlConfig(config: Record<string, unknown>): SqlConfig {
  const parsed = SqlConfig.safeParse(config);
  if (!parsed.success) throw new ConnectorError("invalid_config", parsed.error.issues.map((i) => i.message).join("; "));
  return parsed.data;
}

export type Stream = { key: string; table?: { schema: string; name: string } };

/** One stream per table ("schema.table" key) plus "query" for the custom query. */
export function streamsOf(config: SqlConfig, defaultSchema: string): Stream[] {
  const streams: Stream[] = config.tables.map((t) => {
    const dot = t.indexOf(".");
    const table = dot < 0 ? { schema: defaultSchema, name: t } : { schema: t.slice(0, dot), name: t.slice(dot + 1) };
    return { key: `${table.schema}.${table.name}`, table };
  });
  if (config.query) streams.push({ key: "query" });
  return streams;
}

/** The driver's position in a stream, opaque here; it must be JSON. */
export type Keyset = Record<string, unknown>;
export type Page = { rows: Record<string, unknown>[]; last?: Keyset };
export type ReadPage = (stream: Stream, after: Keyset | undefined, limit: number) => Promise<Page>;

type StreamState = { after?: Keyset; done?: boolean; by: string };
type SqlCursor = { streams: Record<string, StreamState>; complete: boolean };

/**
 * Pages every stream in keyset order. A cursor marked complete starts an incremental run: streams
 * with a cursor column continue after their high-water mark, the others are reread from the start.
 */
export async function* syncStreams(input: {
  source: string;
  config: SqlConfig;
  streams: Stream[];
  cursor: SyncCursor | null;
  signal: AbortSignal;
  readPage: ReadPage;
}): AsyncGenerator<SyncBatch, void, void> {
  const { config, streams, signal } = input;
  // A saved position only holds for the same ordering columns (and, for the query, the same query).
  const ordering = `${config.cursorColumn ?? ""},${config.idColumn}`;
  const queryHash = createHash("sha256").update(config.query ?? "").digest("base64url").slice(0, 12);
  const saved = (input.cursor ?? { streams: {}, complete: true }) as SqlCursor;
  const state: SqlCursor = { streams: {}, complete: false };
  for (const s of streams) {
    const by = s.table ? ordering : `${ordering},${queryHash}`;
    const prev = saved.streams?.[s.key];
    if (!prev || prev.by !== by) state.streams[s.key] = { by };
    else if (!saved.complete) state.streams[s.key] = structuredClone(prev);
    else state.streams[s.key] = { by, after: config.cursorColumn ? prev.after : undefined };
  }

  // Without an updated-at column every run rereads every row, so the engine may sweep what it did not see.
  const full = !config.cursorColumn || !input.cursor;
  for (const [index, stream] of streams.entries()) {
    const st = state.streams[stream.key];
    while (!st.done) {
      signal.throwIfAborted();
      const page = await input.readPage(stream, st.after, config.batchSize);
      if (page.last) st.after = page.last;
      st.done = page.rows.length < config.batchSize;
      state.complete = st.done && index === streams.length - 1;
      const changes = page.rows.map((row) => ({ kind: "upsert" as const, document: rowToDocument(row, stream, config, input.source) }));
      yield { changes, cursor: structuredClone(state), full };
    }
  }
  if (!state.complete) yield { changes: [], cursor: { ...state, complete: true }, full };
}

export function rowToDocument(row: Record<string, unknown>, stream: Stream, config: SqlConfig, source: string): IngestDocument {
  const id = text(row[config.idColumn]);
  if (!id) throw new ConnectorError("invalid_config", `a row of ${stream.key} has no value in the id column "${config.idColumn}"`);
  const title = config.titleColumn ? text(row[config.titleColumn]) : "";
  const content = config.textTemplate
    ? render(config.textTemplate, row, String)
    : Object.entries(row)
        .filter(([, v]) => v !== null && v !== undefined && !(v instanceof Uint8Array))
        .map(([k, v]) => `${k}: ${text(v)}`)
        .join("\n");
  const metadata: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    const scalar = scalarOf(v);
    if (scalar !== undefined) metadata[k] = scalar;
  }
  const updatedAt = config.cursorColumn ? dateOf(row[config.cursorColumn]) : undefined;
  return {
    externalId: `${stream.key}:${id}`.slice(0, 512),
    title: (title || `${stream.key} ${id}`).slice(0, 1000),
    content,
    url: config.urlTemplate ? render(config.urlTemplate, row, encodeURIComponent).slice(0, 4000) : undefined,
    updatedAt,
    metadata: { ...metadata, source, table: stream.key },
  };
}

function render(template: string, row: Record<string, unknown>, encode: (s: string) => string): string {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (_, name: string) => encode(text(row[name])));
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (value instanceof Uint8Array) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

// Long strings are content, not attributes worth filtering on.
function scalarOf(value: unknown): string | number | boolean | undefined {
  if (typeof value === "string") return value.length <= 1000 ? value : undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return undefined;
}

function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  // Zone-less "YYYY-MM-DD HH:MM:SS" strings (MySQL DATETIME) are read as UTC.
  const iso = value.replace(" ", "T");
  const zoned = iso.length === 10 || /[zZ]|[+-]\d{2}(:?\d{2})?$/.test(iso.slice(10));
  const date = new Date(zoned ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Maps a driver error to a connector error kind by its code; other errors pass through unchanged. */
export function classifySqlError(
  error: unknown,
  codes: { credentials: string[]; config: string[] },
  unreachable: "source_unreachable" | "transient",
): unknown {
  if (error instanceof ConnectorError) return error;
  const e = error as { code?: string; message?: string };
  const message = e?.message ?? String(error);
  if (e?.code && codes.credentials.includes(e.code)) return new ConnectorError("invalid_credentials", message, { cause: error });
  if (e?.code && codes.config.includes(e.code)) return new ConnectorError("invalid_config", message, { cause: error });
  if (e?.code && NETWORK_CODES.includes(e.code)) return new ConnectorError(unreachable, `cannot reach the database: ${message}`, { cause: error });
  return error;
}

const NETWORK_CODES = ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "PROTOCOL_CONNECTION_LOST"];

const SqlCredentials = (defaultPort: number) =>
  z.object({
    host: z.string().trim().min(1),
    port: z.coerce.number().int().min(1).max(65535).default(defaultPort),
    database: z.string().trim().min(1),
    user: z.string().trim().min(1),
    password: z.string().optional(),
    ssl: z
      .union([z.boolean(), z.enum(["", "disable", "require", "verify-full"])])
      .optional()
      .transform((v) => (v === true ? ("require" as const) : !v || v === "disable" ? (false as const) : v)),
  });
export type SqlCredentials = z.infer<ReturnType<typeof SqlCredentials>>;

/** The credentials both database connectors take; a bad field is `invalid_credentials`. */
export function parseSqlCredentials(credentials: Record<string, unknown>, defaultPort: number): SqlCredentials {
  const parsed = SqlCredentials(defaultPort).safeParse(credentials);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".")))].join(", ");
    throw new ConnectorError("invalid_credentials", `invalid or missing credential fields: ${fields}`);
  }
  return parsed.data;
}
