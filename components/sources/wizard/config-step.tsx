"use client";

import type { SourceDetail } from "@/lib/api-client/sources";
import { errorsFor, type FieldValue, type FieldValues } from "../field-values";
import { FilePicker } from "../file-picker";
import { SourceFieldList } from "../source-fields";
import { TestConnection, type TestState } from "./test-result";

/** Step 3: the configuration form from configFields, plus a file picker for the files source. */
export function ConfigStep({
  source,
  values,
  onChange,
  errors,
  files,
  onFiles,
  test,
  onTest,
}: {
  source: SourceDetail;
  values: FieldValues;
  onChange: (name: string, value: FieldValue) => void;
  errors: Record<string, string>;
  files: File[];
  onFiles: (files: File[]) => void;
  test: TestState;
  onTest: () => void;
}) {
  const isFiles = source.shortName === "files";
  const fieldErrors = errorsFor(errors, "config");
  return (
    <div className="max-w-lg space-y-5">
      {isFiles && <FilePicker files={files} onChange={onFiles} error={errors.files} autoFocus label="Files to index" />}
      {source.configFields.length > 0 ? (
        <SourceFieldList fields={source.configFields} values={values} onChange={onChange} errors={fieldErrors} autoFocusFirst={!isFiles} />
      ) : (
        !isFiles && <p className="text-sm text-muted-foreground">{source.name} has no settings.</p>
      )}
      {!isFiles && <TestConnection test={test} onTest={onTest} />}
    </div>
  );
}
