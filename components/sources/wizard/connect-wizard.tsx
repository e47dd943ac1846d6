"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client/fetcher";
import { connectionKeys, runSync, testConnection, uploadFiles, useSource, useSources, type SourceSummary } from "@/lib/api-client/sources";
import { detailErrors, initialValues, readValues, type FieldErrors, type FieldValue, type FieldValues } from "../field-values";
import { fileProblems } from "../file-picker";
import { ConfigStep } from "./config-step";
import { CredentialsStep } from "./credentials-step";
import { matchSources, PickSourceStep } from "./pick-source-step";
import { ReviewStep } from "./review-step";
import { SyncStep } from "./sync-step";
import { useDraftConnection } from "./use-draft-connection";
import { STEPS, WizardStepper } from "./wizard-stepper";
import type { TestState } from "./test-result";

type Step = 1 | 2 | 3 | 4;

const TITLES: Record<Step, string> = {
  1: "Choose a source",
  2: "Name and credentials",
  3: "Configuration",
  4: "Review and create",
};

/** The step that shows the field at an API path. */
function stepOf(path: string): Step {
  return path.startsWith("config.") || path === "files" ? 3 : 2;
}

/** Connects a source to the collection in four steps, then follows its first sync. */
export function ConnectWizard({ collectionId }: { collectionId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const sources = useSources();
  const draft = useDraftConnection(collectionId);
  const [step, setStep] = useState<Step>(1);
  const [filter, setFilter] = useState("");
  const [shortName, setShortName] = useState<string | null>(null);
  const detail = useSource(shortName);
  const source = detail.data?.shortName === shortName ? detail.data : undefined;
  const [formsFor, setFormsFor] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [credentials, setCredentials] = useState<FieldValues>({});
  const [config, setConfig] = useState<FieldValues>({});
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [test, setTest] = useState<TestState>({ state: "idle" });
  const [busy, setBusy] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const uploadedTo = useRef<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The forms start from the source's defaults once its details have arrived.
  if (source && formsFor !== source.shortName) {
    setFormsFor(source.shortName);
    setCredentials(initialValues(source.authFields));
    setConfig(initialValues(source.configFields));
  }

  // Each step's first field takes the focus once the step can show its form.
  const ready = step === 1 ? Boolean(sources.data) : Boolean(source);
  useEffect(() => {
    if (!ready) return;
    const root = panel.current;
    const target =
      root?.querySelector<HTMLElement>("[data-autofocus]") ?? root?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea, select");
    target?.focus();
  }, [step, created, ready]);

  useEffect(() => {
    if (focusError) panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  function showErrors(found: FieldErrors): boolean {
    setErrors(found);
    const paths = Object.keys(found);
    if (!paths.length) return false;
    const first = Math.min(...paths.map(stepOf)) as Step;
    if (first !== step) setStep(first);
    setFocusError((n) => n + 1);
    return true;
  }

  function choose(summary: SourceSummary) {
    if (summary.shortName !== shortName) {
      void draft.discard();
      setShortName(summary.shortName);
      setName(summary.name);
      setFiles([]);
      setErrors({});
      setTest({ state: "idle" });
    }
    setFailure(null);
    setStep(2);
  }

  /** The request bodies, or the errors of the steps up to `upTo`. */
  function collect(upTo: Step) {
    if (!source) return null;
    const creds = readValues(source.authFields, credentials, "credentials");
    const found: FieldErrors = { ...creds.errors };
    if (!name.trim()) found.name = "Required.";
    const cfg = readValues(source.configFields, config, "config");
    if (upTo >= 3) {
      Object.assign(found, cfg.errors);
      const problems = fileProblems(files);
      if (source.shortName === "files" && files.length === 0) found.files = "Choose at least one file.";
      else if (problems.length) found.files = problems.join(" ");
    }
    if (showErrors(found)) return null;
    return { sourceShortName: source.shortName, name: name.trim(), credentials: creds.payload, config: upTo >= 3 ? cfg.payload : undefined };
  }

  async function runTest(upTo: Step) {
    const input = collect(upTo);
    if (!input) return;
    setTest({ state: "pending" });
    try {
      const result = await testConnection(await draft.save(input));
      setTest({ state: "ok", message: result.message });
    } catch (error) {
      showErrors(detailErrors(error));
      setTest({ state: "error", message: errorMessage(error) });
    }
  }

  async function create() {
    const input = collect(3);
    if (!input) return;
    setFailure(null);
    try {
      setBusy("Saving the connection…");
      const id = await draft.save(input);
      if (files.length && uploadedTo.current !== id) {
        setBusy("Uploading files…");
        await uploadFiles(id, files);
        uploadedTo.current = id;
      }
      setBusy("Starting the first sync…");
      await runSync(id);
      draft.commit();
      void queryClient.invalidateQueries({ queryKey: connectionKeys.list(collectionId) });
      setCreated(id);
    } catch (error) {
      showErrors(detailErrors(error));
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || test.state === "pending") return;
    if (step === 1) {
      const pick = filter.trim() ? matchSources(sources.data ?? [], filter)[0] : sources.data?.find((s) => s.shortName === shortName);
      if (pick) choose(pick);
    } else if (step === 4) void create();
    else if (collect(step)) {
      setFailure(null);
      setStep((step + 1) as Step);
    }
  }

  function back() {
    setFailure(null);
    setErrors({});
    setStep((s) => Math.max(1, s - 1) as Step);
  }

  async function cancel() {
    await draft.discard();
    router.push(`/collections/${collectionId}/sources`);
  }

  const edit = (setter: typeof setCredentials) => (field: string, value: FieldValue) => {
    setter((values) => ({ ...values, [field]: value }));
    setTest({ state: "idle" });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <Link href={`/collections/${collectionId}/sources`} className="inline-flex items-center gap-1.5 text-xs text-muted-foreground hover:text-foreground">
          <ArrowLeftIcon className="size-3.5" />
          Sources
        </Link>
        <h2 className="text-base font-semibold">{created ? "First sync" : `Connect a source · ${TITLES[step]}`}</h2>
        <WizardStepper step={created ? STEPS.length + 1 : step} />
      </div>

      <div ref={panel}>
        {created ? (
          <SyncStep connectionId={created} collectionId={collectionId} />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={TITLES[step]} className="space-y-5">
            {failure && (
              <Notice tone="danger" title="Could not create the connection">
                {failure}
              </Notice>
            )}
            {step === 1 ? (
              sources.isError ? (
                <Notice tone="danger" title="Could not load the sources" action={<Button size="sm" onClick={() => sources.refetch()}>Retry</Button>}>
                  {errorMessage(sources.error)}
                </Notice>
              ) : sources.data ? (
                <PickSourceStep sources={sources.data} filter={filter} onFilter={setFilter} selected={shortName} onChoose={choose} />
              ) : (
                <Skeleton className="h-40 w-full rounded-lg" />
              )
            ) : !source ? (
              detail.isError ? (
                <Notice tone="danger" title="Could not load the source">
                  {errorMessage(detail.error)}
                </Notice>
              ) : (
                <Skeleton className="h-40 w-full max-w-lg rounded-lg" />
              )
            ) : step === 2 ? (
              <CredentialsStep
                source={source}
                name={name}
                onName={(value) => {
                  setName(value);
                  setTest({ state: "idle" });
                }}
                values={credentials}
                onChange={edit(setCredentials)}
                errors={errors}
                test={test}
                onTest={() => runTest(2)}
              />
            ) : step === 3 ? (
              <ConfigStep
                source={source}
                values={config}
                onChange={edit(setConfig)}
                errors={errors}
                files={files}
                onFiles={setFiles}
                test={test}
                onTest={() => runTest(3)}
              />
            ) : (
              <ReviewStep source={source} name={name} credentials={credentials} config={config} files={files} />
            )}

            <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
              {step > 1 && (
                <Button onClick={back} disabled={Boolean(busy)}>
                  <ArrowLeftIcon />
                  Back
                </Button>
              )}
              <Button variant="ghost" onClick={cancel} disabled={Boolean(busy)}>
                Cancel
              </Button>
              <span className="ml-auto flex items-center gap-3">
                {busy && (
                  <span role="status" className="text-xs text-muted-foreground">
                    {busy}
                  </span>
                )}
                {(step > 1 || shortName || filter.trim()) && (
                  <Button type="submit" variant="primary" loading={Boolean(busy)} disabled={step > 1 && !source}>
                    {step === 4 ? "Create and sync" : "Next"}
                  </Button>
                )}
              </span>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
