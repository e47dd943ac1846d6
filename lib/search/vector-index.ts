import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

const BUILTIN = { model: "builtin:sif-glove-100d", dimensions: 100 };
const known = new Set<string>([BUILTIN.model]);

/** The name of a model's partial HNSW index (the built-in one is created by a migration). */
function indexName(model: string): string {
  return `chunks_embedding_${createHash("sha256").update(model).digest("hex").slice(0, 16)}_idx`;
}

/**
 * Vectors of every model share chunks.embedding; each model gets a partial HNSW index over a
 * cast to its dimension, created the first time the model stores vectors.
 */
export async function ensureModelIndex(db: Db, model: string, dimensions: number): Promise<void> {
  if (known.has(model)) return;
  if (!/^[\w:./@-]{1,200}$/.test(model) || !Number.isInteger(dimensions) || dimensions < 1 || dimensions > 16000) {
    throw new Error(`Refusing to index embedding model ${JSON.stringify(model)} with ${dimensions} dimensions.`);
  }
  await db.execute(
    sql.raw(
      `create index if not exists "${indexName(model)}" on chunks using hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) where embedding_model = '${model.replaceAll("'", "''")}'`,
    ),
  );
  known.add(model);
}

/** `embedding::vector(n)` for a model, matching the expression its index was built on. */
export function embeddingExpression(dimensions: number) {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 16000) throw new Error("Invalid vector dimension.");
  return sql.raw(`c.embedding::vector(${dimensions})`);
}
