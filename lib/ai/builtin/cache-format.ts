import fs from "node:fs";

// Layout: 64-byte header, vocabulary (UTF-8, "\n"-joined, in frequency-rank order, padded to 4),
// then f32: scales[count], norms[count], commonComponent[dims], rotation[dims * dims],
// neighbourScales[neighbourCount]; then int8: vectors[count * dims], neighbourVectors[neighbourCount * dims].
const MAGIC = "QRYWVEC1";
const HEADER_BYTES = 64;
export const FORMAT_VERSION = 2;

export type WordVectors = {
  /** Vocabulary in frequency-rank order: words[rank]. */
  words: string[];
  dims: number;
  /** int8 components; the real vector is vectors[i * dims + d] * scales[i]. */
  vectors: Int8Array;
  scales: Float32Array;
  /** L2 norm of each dequantised vector. */
  norms: Float32Array;
  /** Unit-length first principal component of SIF sentence vectors, removed from every embedding. */
  commonComponent: Float32Array;
  /** Orthonormal PCA basis (rows by decreasing variance) of the unit vectors of the first ranks. */
  rotation: Float32Array;
  /** Unit vectors of the first neighbourCount ranks in the rotated basis, int8 with a per-row scale. */
  neighbourVectors: Int8Array;
  neighbourScales: Float32Array;
};

function floatCount(count: number, dims: number, neighbours: number): number {
  return 2 * count + dims + dims * dims + neighbours;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function encodeWordVectors(model: WordVectors): Buffer {
  const count = model.words.length;
  const { dims } = model;
  const neighbours = model.neighbourScales.length;
  const vocab = Buffer.from(model.words.join("\n"), "utf8");
  const vocabEnd = HEADER_BYTES + pad4(vocab.length);
  const floatsEnd = vocabEnd + 4 * floatCount(count, dims, neighbours);
  const out = Buffer.alloc(floatsEnd + (count + neighbours) * dims);
  out.write(MAGIC, 0, "latin1");
  out.writeUInt32LE(FORMAT_VERSION, 8);
  out.writeUInt32LE(count, 12);
  out.writeUInt32LE(model.dims, 16);
  out.writeUInt32LE(vocab.length, 20);
  out.writeUInt32LE(neighbours, 24);
  vocab.copy(out, HEADER_BYTES);
  const floats = new Float32Array(out.buffer, out.byteOffset + vocabEnd, floatCount(count, dims, neighbours));
  floats.set(model.scales, 0);
  floats.set(model.norms, count);
  floats.set(model.commonComponent, 2 * count);
  floats.set(model.rotation, 2 * count + dims);
  floats.set(model.neighbourScales, 2 * count + dims + dims * dims);
  const bytes = (array: Int8Array) => new Uint8Array(array.buffer, array.byteOffset, array.length);
  out.set(bytes(model.vectors), floatsEnd);
  out.set(bytes(model.neighbourVectors), floatsEnd + count * dims);
  return out;
}

export function decodeWordVectors(file: string): WordVectors {
  const data = fs.readFileSync(file);
  if (data.length < HEADER_BYTES || data.toString("latin1", 0, 8) !== MAGIC) {
    throw new Error(`${file} is not a Quarry word-vector cache`);
  }
  if (data.readUInt32LE(8) !== FORMAT_VERSION) throw new Error(`${file} has an unsupported format version`);
  const count = data.readUInt32LE(12);
  const dims = data.readUInt32LE(16);
  const vocabBytes = data.readUInt32LE(20);
  const neighbours = data.readUInt32LE(24);
  const vocabEnd = HEADER_BYTES + pad4(vocabBytes);
  const floatsEnd = vocabEnd + 4 * floatCount(count, dims, neighbours);
  if (data.length !== floatsEnd + (count + neighbours) * dims) throw new Error(`${file} is truncated`);
  // Float32Array views need 4-byte alignment; readFileSync of a large file starts at offset 0.
  const buffer = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  const words = buffer.toString("utf8", HEADER_BYTES, HEADER_BYTES + vocabBytes).split("\n");
  if (words.length !== count) throw new Error(`${file} has a corrupt vocabulary`);
  const floats = new Float32Array(buffer.buffer, buffer.byteOffset + vocabEnd, floatCount(count, dims, neighbours));
  const rotationStart = 2 * count + dims;
  return {
    words,
    dims,
    scales: floats.subarray(0, count),
    norms: floats.subarray(count, 2 * count),
    commonComponent: floats.subarray(2 * count, rotationStart),
    rotation: floats.subarray(rotationStart, rotationStart + dims * dims),
    neighbourScales: floats.subarray(rotationStart + dims * dims),
    vectors: new Int8Array(buffer.buffer, buffer.byteOffset + floatsEnd, count * dims),
    neighbourVectors: new Int8Array(buffer.buffer, buffer.byteOffset + floatsEnd + count * dims, neighbours * dims),
  };
}
