-- One partial HNSW index per embedding model: vectors of several models share chunks.embedding,
-- and a query for a model casts to its dimension and repeats this WHERE so the planner uses it.
CREATE INDEX IF NOT EXISTS "chunks_embedding_builtin_idx" ON "chunks"
  USING hnsw (("embedding"::vector(100)) vector_cosine_ops)
  WHERE "embedding_model" = 'builtin:sif-glove-100d';
