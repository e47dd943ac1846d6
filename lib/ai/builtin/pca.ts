/** First eigenvector of a symmetric positive semi-definite matrix, by power iteration. */
export function principalComponent(gram: Float64Array, dims: number): Float32Array {
  let v = new Float64Array(dims).fill(1 / Math.sqrt(dims));
  for (let iteration = 0; iteration < 1000; iteration++) {
    const next = new Float64Array(dims);
    for (let a = 0; a < dims; a++) {
      let sum = 0;
      for (let b = 0; b < dims; b++) sum += gram[a * dims + b] * v[b];
      next[a] = sum;
    }
    const norm = Math.hypot(...next);
    let change = 0;
    for (let d = 0; d < dims; d++) {
      next[d] /= norm;
      change += Math.abs(next[d] - v[d]);
    }
    v = next;
    if (change < 1e-10) break;
  }
  return Float32Array.from(v);
}

/**
 * All eigenvectors of a symmetric matrix (cyclic Jacobi rotations), as the rows of an orthonormal
 * matrix ordered by decreasing eigenvalue.
 */
export function eigenBasis(symmetric: Float64Array, dims: number): Float64Array {
  const a = Float64Array.from(symmetric);
  const v = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i++) v[i * dims + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let offDiagonal = 0;
    for (let p = 0; p < dims; p++) for (let q = p + 1; q < dims; q++) offDiagonal += a[p * dims + q] ** 2;
    if (offDiagonal < 1e-22) break;
    for (let p = 0; p < dims; p++) {
      for (let q = p + 1; q < dims; q++) {
        const apq = a[p * dims + q];
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * dims + q] - a[p * dims + p]) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < dims; k++) {
          const akp = a[k * dims + p];
          const akq = a[k * dims + q];
          a[k * dims + p] = c * akp - s * akq;
          a[k * dims + q] = s * akp + c * akq;
        }
        for (let k = 0; k < dims; k++) {
          const apk = a[p * dims + k];
          const aqk = a[q * dims + k];
          a[p * dims + k] = c * apk - s * aqk;
          a[q * dims + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < dims; k++) {
          const vkp = v[k * dims + p];
          const vkq = v[k * dims + q];
          v[k * dims + p] = c * vkp - s * vkq;
          v[k * dims + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: dims }, (_, i) => i).sort((i, j) => a[j * dims + j] - a[i * dims + i]);
  const basis = new Float64Array(dims * dims);
  order.forEach((column, row) => {
    for (let k = 0; k < dims; k++) basis[row * dims + k] = v[k * dims + column];
  });
  return basis;
}
