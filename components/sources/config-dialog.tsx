"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client/fetcher";
import { useUpdateConfig, type SourceConnection, type SourceDetail } from "@/lib/api-client/sources";
import { detailErrors, errorsFor, initialValues, readValues, type FieldErrors, type FieldValues } from "./field-values";
import { SourceFieldList } from "./source-fields";

/** Edits the connection's configuration, prefilled with the saved one. */
export function ConfigDialog({ connection, source, onClose }: { connection: SourceConnection; source: SourceDetail; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateConfig();
  const [values, setValues] = useState<FieldValues>(() => initialValues(source.configFields, connection.config));
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { payload, errors: found } = readValues(source.configFields, values, "config");
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { id: connection.id, collectionId: connection.collectionId, config: payload },
      {
        onSuccess: () => {
          toast(`Configuration of “${connection.name}” saved`);
          onClose();
        },
        onError: (error) => setErrors(detailErrors(error)),
      },
    );
  }

  const fieldErrors = errorsFor(errors, "config");
  const none = source.configFields.length === 0;
  return (
    <Dialog open onClose={onClose} busy={update.isPending} closeOnBackdrop={false} size="lg" title="Edit configuration" description={`${connection.name} · ${source.name}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {!none && <p className="text-sm text-muted-foreground">What is indexed depends on these settings, so the next sync after a change is a full one.</p>}
        {update.error && Object.keys(fieldErrors).length === 0 && <Notice tone="danger">{errorMessage(update.error)}</Notice>}
        {none ? (
          <p className="text-sm text-muted-foreground">This source has no settings.</p>
        ) : (
          <SourceFieldList
            fields={source.configFields}
            values={values}
            errors={fieldErrors}
            autoFocusFirst
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          />
        )}
        <DialogFooter>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={update.isPending} disabled={none}>
            Save configuration
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
