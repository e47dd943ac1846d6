import { AppError, type ErrorDetail } from "../errors";
import type { FieldSpec } from "../sources/types";

const matches: Record<FieldSpec["type"], (v: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  password: (v) => typeof v === "string",
  text: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  boolean: (v) => typeof v === "boolean",
  "string[]": (v) => Array.isArray(v) && v.every((x) => typeof x === "string"),
};

/** Problems of `values` against a form's fields: missing required, wrong type, unknown keys. */
export function fieldProblems(fields: FieldSpec[], values: unknown, prefix: string): ErrorDetail[] {
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return [{ path: prefix, message: "Must be an object." }];
  }
  const record = values as Record<string, unknown>;
  const known = new Map(fields.map((f) => [f.name, f]));
  const problems: ErrorDetail[] = [];
  for (const field of fields) {
    const value = record[field.name];
    if (value === undefined || value === null || value === "") {
      if (field.required) problems.push({ path: `${prefix}.${field.name}`, message: "Required." });
    } else if (!matches[field.type](value)) {
      problems.push({ path: `${prefix}.${field.name}`, message: `Must be of type ${field.type}.` });
    }
  }
  for (const key of Object.keys(record)) {
    if (!known.has(key)) problems.push({ path: `${prefix}.${key}`, message: "Unknown field." });
  }
  return problems;
}

export function validateCredentials(fields: FieldSpec[], credentials: unknown): Record<string, unknown> {
  const problems = fieldProblems(fields, credentials, "credentials");
  if (problems.length) {
    throw new AppError("invalid_credentials", "The credentials do not match what this source needs.", { details: problems });
  }
  return credentials as Record<string, unknown>;
}

export function validateConfig(fields: FieldSpec[], config: unknown): Record<string, unknown> {
  if (config === undefined) return {};
  const problems = fieldProblems(fields, config, "config");
  if (problems.length) throw new AppError("invalid_request", "The configuration is invalid.", { details: problems });
  return config as Record<string, unknown>;
}
