import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { loadWordModel } from "@/lib/ai/builtin/word-model";
import { ensureModelCache } from "@/lib/ai/builtin/model-cache";

// Converts the bundled word vectors into the binary cache once; a no-op when the cache exists.
const started = performance.now();
const file = await ensureModelCache();
const ensured = performance.now();
const model = loadWordModel(file);
const loaded = performance.now();

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(`model cache: ${file} (${mb(fs.statSync(file).size)}, ${model.words.length} words)`);
console.log(`ensure: ${(ensured - started).toFixed(0)} ms, load: ${(loaded - ensured).toFixed(0)} ms`);
console.log(`rss: ${mb(process.memoryUsage().rss)}`);
