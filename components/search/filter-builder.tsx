"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { XIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { FieldSample } from "@/lib/api-client/documents";
import type { FilterOperator } from "@/lib/api-client/search";
import { describeValue, formatFilterValue, parseFilterValue, type ParsedValue } from "./filter-value";
import { OPERATOR_LABELS, OPERATORS } from "./search-state";

export type FilterRow = { key: number; field: string; operator: FilterOperator; value: string };

let lastKey = 0;
export const newFilterRow = (init: Partial<Omit<FilterRow, "key">> = {}): FilterRow => ({
  key: ++lastKey,
  field: "",
  operator: "eq",
  value: "",
  ...init,
});

export const isBlankRow = (row: FilterRow) => !row.field.trim() && !row.value.trim();

/** The problem with a row, if any: a field is needed, and the value must suit the operator. */
export function rowProblem(row: FilterRow, parsed: ParsedValue): string | null {
  if (!row.field.trim()) return "Choose a field.";
  return parsed.ok ? null : parsed.error;
}

function placeholderFor(operator: FilterOperator, example: string | number | boolean | undefined): string {
  if (operator === "in") return example !== undefined ? `${formatFilterValue(example)}, …` : "a, b, c";
  if (operator === "gt" || operator === "gte" || operator === "lt" || operator === "lte") return "5 or 2025-06-01";
  return example !== undefined ? formatFilterValue(example) : "value";
}

export function FilterBuilder({
  rows,
  onChange,
  sample,
  showErrors,
}: {
  rows: FilterRow[];
  onChange: (rows: FilterRow[]) => void;
  sample: FieldSample | undefined;
  /** After a submit attempt: also flag rows that are merely incomplete. */
  showErrors: boolean;
}) {
  const id = useId();
  const update = (key: number, patch: Partial<FilterRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  if (rows.length === 0) return null;

  return (
    <fieldset className="space-y-4 rounded-lg sm:space-y-2 border border-border bg-subtle/60 p-3">
      <legend className="sr-only">Filters</legend>
      <div aria-hidden="true" className="hidden grid-cols-[minmax(0,1fr)_10rem_minmax(0,1.3fr)_2rem] gap-2 text-xs font-medium text-muted-foreground sm:grid">
        <span>Field</span>
        <span>Operator</span>
        <span>Value</span>
      </div>
      <datalist id={`${id}-fields`}>
        {sample?.fields.map((field) => <option key={field} value={field} />)}
      </datalist>
      {rows.map((row, index) => {
        const n = index + 1;
        const parsed = parseFilterValue(row.operator, row.value);
        const problem = isBlankRow(row) ? null : rowProblem(row, parsed);
        const visibleProblem = problem && (showErrors || (row.value.trim() && !parsed.ok)) ? problem : null;
        const values = sample?.values[row.field.trim()] ?? [];
        return (
          <div key={row.key} className="space-y-1">
            <div className="grid grid-cols-[minmax(0,1fr)_2rem] gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_minmax(0,1.3fr)_2rem]">
              <Input
                aria-label={`Filter ${n} field`}
                list={`${id}-fields`}
                value={row.field}
                onChange={(e) => update(row.key, { field: e.target.value })}
                placeholder="team"
                spellCheck={false}
                autoCapitalize="off"
                className="font-mono text-xs"
              />
              <div className="col-span-2 sm:col-span-1">
                <Select aria-label={`Filter ${n} operator`} value={row.operator} onChange={(e) => update(row.key, { operator: e.target.value as FilterOperator })}>
                  {OPERATORS.map((op) => (
                    <option key={op} value={op}>
                      {OPERATOR_LABELS[op]}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="relative col-span-2 sm:col-span-1">
                <Input
                  aria-label={`Filter ${n} value`}
                  aria-invalid={visibleProblem ? true : undefined}
                  aria-describedby={visibleProblem ? `${id}-${row.key}-error` : undefined}
                  list={values.length ? `${id}-${row.key}-values` : undefined}
                  value={row.value}
                  onChange={(e) => update(row.key, { value: e.target.value })}
                  placeholder={placeholderFor(row.operator, values[0])}
                  className="pr-20"
                />
                {parsed.ok && (
                  <Badge className="pointer-events-none absolute top-1/2 right-1.5 -translate-y-1/2">{describeValue(parsed)}</Badge>
                )}
                {values.length > 0 && (
                  <datalist id={`${id}-${row.key}-values`}>
                    {values.map((v) => (
                      <option key={String(v)} value={formatFilterValue(v)} />
                    ))}
                  </datalist>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="max-sm:col-start-2 max-sm:row-start-1"
                aria-label={`Remove filter ${n}`}
                title="Remove filter"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <XIcon />
              </Button>
            </div>
            {visibleProblem && (
              <p id={`${id}-${row.key}-error`} className="text-xs text-danger-soft-foreground">
                Filter {n}: {visibleProblem}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-xs text-muted-foreground">
        Filters are combined with AND. Numbers, dates (2025-06-01), true/false are recognised; put text in &quot;quotes&quot; to keep it
        text; separate values of “is one of” with commas.
      </p>
    </fieldset>
  );
}
