/** A text[] literal for a bound parameter (`${toTextArray(xs)}::text[]`): quotes and backslashes escaped. */
export const toTextArray = (values: string[]) => `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;

/** A float8[] literal for a bound parameter; non-finite numbers become 0. */
export const toFloatArray = (values: number[]) => `{${values.map((v) => (Number.isFinite(v) ? v : 0)).join(",")}}`;
