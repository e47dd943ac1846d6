"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { controlClasses, Input } from "@/components/ui/input";
import type { SourceField } from "@/lib/api-client/sources";
import type { FieldValue, FieldValues } from "./field-values";

export const textareaClasses = cn(controlClasses, "h-auto min-h-20 py-1.5 leading-relaxed");

/** The label of a field, with an asterisk when it is required. */
export function FieldLabel({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {/* Screen readers hear "required" from the control's aria-required. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-soft-foreground">
          *
        </span>
      )}
    </>
  );
}

/** A masked input with a Show/Hide toggle; props go to the input (Field passes id and aria-*). */
export function PasswordInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...rest} type={shown ? "text" : "password"} autoComplete="new-password" spellCheck={false} className={cn("pr-14", className)} />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={shown ? "Hide value" : "Show value"}
        className="absolute top-1/2 right-1 h-6 -translate-y-1/2 rounded px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        {shown ? "Hide" : "Show"}
      </button>
    </div>
  );
}

function hintOf(field: SourceField): string | undefined {
  if (field.type === "string[]") return [field.help, "One value per line."].filter(Boolean).join(" ");
  return field.help;
}

/** One generated control: number → number input, password → masked, text/string[] → textarea, boolean → checkbox. */
export function SourceFieldControl({
  field,
  value,
  onChange,
  error,
  autoFocus,
}: {
  field: SourceField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const focusProps = autoFocus ? { "data-autofocus": true } : {};
  const common = { name: field.name, "aria-required": field.required || undefined, ...focusProps };
  const text = typeof value === "string" ? value : "";

  if (field.type === "boolean") {
    const hintId = field.help ? `${id}-hint` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            {...common}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
            aria-invalid={error ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-accent"
          />
          <span className="font-medium">
            <FieldLabel label={field.label} required={field.required} />
          </span>
        </label>
        {field.help && (
          <p id={hintId} className="pl-6 text-xs text-muted-foreground">
            {field.help}
          </p>
        )}
        {error && (
          <p id={errorId} className="pl-6 text-xs text-danger-soft-foreground">
            {error}
          </p>
        )}
      </div>
    );
  }

  const label = <FieldLabel label={field.label} required={field.required} />;
  if (field.type === "text" || field.type === "string[]") {
    return (
      <Field label={label} hint={hintOf(field)} error={error}>
        <textarea
          {...common}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          rows={field.type === "text" ? 6 : 3}
          spellCheck={field.type === "text"}
          className={cn(textareaClasses, field.type === "string[]" && "font-mono text-xs")}
        />
      </Field>
    );
  }
  if (field.type === "password") {
    return (
      <Field label={label} hint={hintOf(field)} error={error}>
        <PasswordInput {...common} value={text} onChange={(e) => onChange(e.target.value)} />
      </Field>
    );
  }
  return (
    <Field label={label} hint={hintOf(field)} error={error}>
      <Input
        {...common}
        type={field.type === "number" ? "number" : "text"}
        inputMode={field.type === "number" ? "decimal" : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
      />
    </Field>
  );
}

/** A generated form body; `errors` are keyed by field name. The first control can take the step's focus. */
export function SourceFieldList({
  fields,
  values,
  onChange,
  errors,
  autoFocusFirst,
}: {
  fields: SourceField[];
  values: FieldValues;
  onChange: (name: string, value: FieldValue) => void;
  errors: Record<string, string>;
  autoFocusFirst?: boolean;
}) {
  return (
    <div className="space-y-4">
      {fields.map((field, index) => (
        <SourceFieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          onChange={(value) => onChange(field.name, value)}
          error={errors[field.name]}
          autoFocus={autoFocusFirst && index === 0}
        />
      ))}
    </div>
  );
}
