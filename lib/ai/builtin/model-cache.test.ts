import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { decodeWordVectors } from "./cache-format";
import { buildModelCache, ensureModelCache, modelCachePath } from "./model-cache";
import { loadWordModel } from "./word-model";

// Small vocabularies keep these conversions to a fraction of a second: the scan stops once the
// first N ranks are read.
const SMALL = { vocabulary: 3_000 };
const temporaryDirs: string[] = [];

function temporaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quarry-model-cache-"));
  temporaryDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("ensureModelCache", () => {
  it("converts the package once and then reuses the file without reading the JSON", async () => {
    const dir = temporaryDir();
    const file = await ensureModelCache({ dir, ...SMALL });
    const { mtimeMs } = fs.statSync(file);

    const again = await ensureModelCache({ dir, source: path.join(dir, "missing.json") });

    expect(again).toBe(file);
    expect(fs.statSync(file).mtimeMs).toBe(mtimeMs);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
  });

  it("stores the vocabulary in frequency order with unit-length common component", async () => {
    const dir = temporaryDir();
    const model = decodeWordVectors(await ensureModelCache({ dir, ...SMALL }));

    expect(model.words.slice(0, 4)).toEqual(["the", ",", ".", "of"]);
    expect(model.words).toHaveLength(3_000);
    expect(Math.hypot(...model.commonComponent)).toBeCloseTo(1, 5);
  });

  it("leaves one intact file when two conversions race", async () => {
    const dir = temporaryDir();
    const file = modelCachePath(dir);

    await Promise.all([buildModelCache(file, SMALL), buildModelCache(file, SMALL)]);

    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
    expect(decodeWordVectors(file).words).toHaveLength(3_000);
  });

  it("waits for a conversion another process holds the lock for", async () => {
    const dir = temporaryDir();
    const file = modelCachePath(dir);
    fs.writeFileSync(`${file}.lock`, "");

    const waiting = ensureModelCache({ dir, source: path.join(dir, "missing.json") });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await buildModelCache(file, SMALL);
    fs.rmSync(`${file}.lock`);

    await expect(waiting).resolves.toBe(file);
  });

  it("rejects a truncated file", async () => {
    const dir = temporaryDir();
    const file = await ensureModelCache({ dir, ...SMALL });
    fs.truncateSync(file, fs.statSync(file).size - 10);

    expect(() => decodeWordVectors(file)).toThrow(/truncated/);
  });
});

describe("the application cache", () => {
  let file: string;

  beforeAll(async () => {
    file = await ensureModelCache();
  }, 180_000);

  it("loads in well under a second", () => {
    const started = performance.now();
    const model = loadWordModel(file);
    const elapsed = performance.now() - started;

    expect(model.words.length).toBe(200_000);
    expect(model.index.get("automobile")).toBeGreaterThan(model.index.get("car") ?? Infinity);
    expect(elapsed).toBeLessThan(1_000);
  });
});
