"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client/fetcher";
import { useUpdateCredentials, type SourceConnection, type SourceDetail } from "@/lib/api-client/sources";
import { detailErrors, errorsFor, initialValues, readValues, type FieldErrors, type FieldValues } from "./field-values";
import { SourceFieldList } from "./source-fields";

/** Replaces every stored credential of a connection (the API never returns them, so nothing is prefilled but defaults). */
export function CredentialsDialog({ connection, source, onClose }: { connection: SourceConnection; source: SourceDetail; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateCredentials();
  const [values, setValues] = useState<FieldValues>(() => initialValues(source.authFields));
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { payload, errors: found } = readValues(source.authFields, values, "credentials");
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { id: connection.id, collectionId: connection.collectionId, credentials: payload },
      {
        onSuccess: () => {
          toast(`Credentials of “${connection.name}” replaced`);
          onClose();
        },
        onError: (error) => setErrors(detailErrors(error)),
      },
    );
  }

  const fieldErrors = errorsFor(errors, "credentials");
  return (
    <Dialog open onClose={onClose} busy={update.isPending} closeOnBackdrop={false} title="Edit credentials" description={`${connection.name} · ${source.name}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Notice tone="warning">
          Saving replaces <strong className="font-semibold">all</strong> stored credentials; they are never shown, so none can be
          kept. Enter every value again, passwords included: a field left empty is saved without a value.
        </Notice>
        {update.error && Object.keys(fieldErrors).length === 0 && <Notice tone="danger">{errorMessage(update.error)}</Notice>}
        {source.authFields.length === 0 ? (
          <p className="text-sm text-muted-foreground">This source needs no credentials.</p>
        ) : (
          <SourceFieldList
            fields={source.authFields}
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
          <Button type="submit" variant="primary" loading={update.isPending} disabled={source.authFields.length === 0}>
            Replace credentials
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
