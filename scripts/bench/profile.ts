// Where ingestion spends its time: wraps the process's drizzle db (bench process only) so every
// statement ingestBatch issues is timed under a label; whatever is left is JavaScript (chunking,
// embedding, preparing rows) and transaction overhead.
import { getTableName, type SQL, type Table } from "drizzle-orm";

export type Timings = Map<string, { ms: number; calls: number }>;

type Dialect = { sqlToQuery(query: SQL): { sql: string } };
type AnyFn = (...args: unknown[]) => unknown;

function add(sink: Timings, label: string, ms: number) {
  const entry = sink.get(label) ?? { ms: 0, calls: 0 };
  entry.ms += ms;
  entry.calls += 1;
  sink.set(label, entry);
}

/** A query builder whose `await` is timed under `label` (chained builder methods keep the timing). */
function timedBuilder<T extends object>(builder: T, label: string, sink: Timings): T {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "then") {
        return (resolve?: AnyFn, reject?: AnyFn) => {
          const started = performance.now();
          return (value as AnyFn).call(
            target,
            (result: unknown) => {
              add(sink, label, performance.now() - started);
              return resolve ? resolve(result) : result;
            },
            reject,
          );
        };
      }
      return (...args: unknown[]) => {
        const result = (value as AnyFn).apply(target, args);
        return result && typeof result === "object" ? timedBuilder(result as object, label, sink) : result;
      };
    },
  });
}

export function labelOf(text: string): string {
  const s = text.replace(/\s+/g, " ").trim().toLowerCase();
  if (s.includes("pg_advisory_xact_lock")) return "advisory lock";
  if (s.startsWith("insert into term_stats") || s.startsWith("with fresh as")) return "term_stats upsert (countChunks)";
  if (s.startsWith("with old as")) return "stats decrement (forgetChunks)";
  if (s.startsWith("insert into collection_stats")) return "collection_stats upsert (countChunks)";
  if (s.startsWith("update term_stats") || s.startsWith("update collection_stats")) return "stats decrement (forgetChunks)";
  if (s.startsWith("delete from chunks")) return "delete chunks (forgetChunks)";
  if (s.startsWith("create index")) return "create index";
  return s.slice(0, 40);
}

/**
 * Wraps `db` (and the transactions it opens) so statements are timed into `sink`.
 * `transaction` records its whole duration as "transaction (total)".
 */
export function profiled<T extends object>(db: T, sink: Timings): T {
  const wrap = <U extends object>(target: U, inTransaction: boolean): U =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        const dialect = (object as unknown as { dialect: Dialect }).dialect;
        switch (property) {
          case "execute":
            return async (query: SQL) => {
              const started = performance.now();
              try {
                return await (value as AnyFn).call(object, query);
              } finally {
                add(sink, labelOf(dialect.sqlToQuery(query).sql), performance.now() - started);
              }
            };
          case "insert":
          case "delete":
          case "update":
            return (table: Table) =>
              timedBuilder((value as AnyFn).call(object, table) as object, `${String(property)} ${getTableName(table)}`, sink);
          case "select":
            return (...args: unknown[]) =>
              timedBuilder((value as AnyFn).apply(object, args) as object, inTransaction ? "select (in transaction)" : "select existing hashes", sink);
          case "transaction":
            return async (fn: (tx: object) => Promise<unknown>, config?: unknown) => {
              const started = performance.now();
              try {
                return await (value as AnyFn).call(object, (tx: object) => fn(wrap(tx, true)), config);
              } finally {
                add(sink, "transaction (total)", performance.now() - started);
              }
            };
          default:
            return (value as AnyFn).bind(object);
        }
      },
    });
  return wrap(db, false);
}
