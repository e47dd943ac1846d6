import { ApiError } from "@/lib/api-client/fetcher";
import type { SourceField } from "@/lib/api-client/sources";

/** What a form control holds: text for every type but boolean (numbers and lists are parsed on submit). */
export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;
/** Messages by API path: "credentials.port", "config.feedUrls", "name". */
export type FieldErrors = Record<string, string>;

export type FormPrefix = "credentials" | "config";

/** The form's starting values: the saved ones where given, else the field defaults. Secrets always start empty. */
export function initialValues(fields: SourceField[], saved?: Record<string, unknown>): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = saved && field.name in saved ? saved[field.name] : field.default;
    if (field.type === "boolean") values[field.name] = value === true || value === "true";
    else if (field.type === "password" && saved) values[field.name] = "";
    else if (Array.isArray(value)) values[field.name] = value.map(String).join("\n");
    else values[field.name] = value === undefined || value === null ? "" : String(value);
  }
  return values;
}

/** The non-empty lines of a one-value-per-line text. */
export function listOf(text: string): string[] {
  return text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The JSON the API expects for a form, or the problems found before sending it: required fields
 * missing, numbers that are not numbers. Empty optional fields are left out.
 */
export function readValues(fields: SourceField[], values: FieldValues, prefix: FormPrefix): { payload: Record<string, unknown>; errors: FieldErrors } {
  const payload: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = values[field.name];
    const path = `${prefix}.${field.name}`;
    if (field.type === "boolean") {
      payload[field.name] = raw === true;
      continue;
    }
    const text = typeof raw === "string" ? raw : "";
    let value: unknown;
    if (field.type === "number") {
      if (text.trim() !== "") {
        const number = Number(text);
        if (!Number.isFinite(number)) {
          errors[path] = "Enter a number.";
          continue;
        }
        value = number;
      }
    } else if (field.type === "string[]") {
      const list = listOf(text);
      if (list.length) value = list;
    } else if (field.type === "password" || field.type === "text") {
      if (text !== "") value = text;
    } else if (text.trim() !== "") {
      value = text.trim();
    }
    if (value === undefined) {
      if (field.required) errors[path] = field.type === "string[]" ? "Enter at least one value." : "Required.";
      continue;
    }
    payload[field.name] = value;
  }
  return { payload, errors };
}

/** Field messages of an API error (`details[].path`), or an empty object. */
export function detailErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.details.filter((d) => d.path).map((d) => [d.path, d.message]));
}

/** The errors of one form, without its prefix: {"port": "..."} for "credentials.port". */
export function errorsFor(errors: FieldErrors, prefix: FormPrefix): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(start) ? [[path.slice(start.length), message]] : [])));
}

/** A saved or entered value as text for a summary. */
export function describeValue(field: SourceField, value: FieldValue | undefined): string {
  if (field.type === "boolean") return value ? "Yes" : "No";
  const text = typeof value === "string" ? value : "";
  if (field.type === "password") return text ? "••••••••" : "Not set";
  if (field.type === "string[]") return listOf(text).join(", ") || "—";
  return text.trim() || "—";
}
