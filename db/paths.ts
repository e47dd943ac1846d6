import path from "node:path";

export const projectRoot = process.env.QUARRY_ROOT ?? process.cwd();

// Where Quarry keeps its local state: the embedded database, generated secrets, model caches.
export function dataDir(): string {
  return path.resolve(projectRoot, process.env.QUARRY_DATA_DIR || ".data");
}

export const migrationsFolder = path.join(projectRoot, "db/migrations");
