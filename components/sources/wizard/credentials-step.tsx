"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { SourceDetail } from "@/lib/api-client/sources";
import { errorsFor, type FieldValue, type FieldValues } from "../field-values";
import { FieldLabel, SourceFieldList } from "../source-fields";
import { TestConnection, type TestState } from "./test-result";

/** Step 2: the connection's name and the credentials form generated from the source's authFields. */
export function CredentialsStep({
  source,
  name,
  onName,
  values,
  onChange,
  errors,
  test,
  onTest,
}: {
  source: SourceDetail;
  name: string;
  onName: (name: string) => void;
  values: FieldValues;
  onChange: (name: string, value: FieldValue) => void;
  /** By API path: "name", "credentials.port"… */
  errors: Record<string, string>;
  test: TestState;
  onTest: () => void;
}) {
  const fieldErrors = errorsFor(errors, "credentials");
  return (
    <div className="max-w-lg space-y-5">
      <Field label={<FieldLabel label="Connection name" required />} hint="How it is listed on the Sources tab." error={errors.name}>
        <Input value={name} onChange={(e) => onName(e.target.value)} maxLength={200} aria-required data-autofocus autoComplete="off" />
      </Field>
      {source.authFields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{source.name} needs no credentials.</p>
      ) : (
        <>
          <SourceFieldList fields={source.authFields} values={values} onChange={onChange} errors={fieldErrors} />
          <TestConnection test={test} onTest={onTest} />
        </>
      )}
    </div>
  );
}
