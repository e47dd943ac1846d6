import { customType } from "drizzle-orm/pg-core";

// A `vector` column without a fixed dimension: vectors of several embedding models share it,
// each model with its own partial HNSW index over a dimension cast (see migrations).
export const vectorAny = customType<{ data: number[]; driverData: string }>({
  dataType: () => "vector",
  toDriver: (value) => `[${value.join(",")}]`,
  fromDriver: (value) => JSON.parse(value) as number[],
});

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});
