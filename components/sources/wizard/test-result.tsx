"use client";

import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";

export type TestState = { state: "idle" } | { state: "pending" } | { state: "ok"; message: string } | { state: "error"; message: string };

/** The "Test connection" button and what the source answered. */
export function TestConnection({ test, onTest, disabled }: { test: TestState; onTest: () => void; disabled?: boolean }) {
  return (
    <div className="space-y-2 rounded-lg border border-border bg-subtle p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onTest} loading={test.state === "pending"} disabled={disabled}>
          Test connection
        </Button>
        <span className="text-xs text-muted-foreground">Saves the connection (nothing syncs yet) and asks the source.</span>
      </div>
      <div aria-live="polite">
        {test.state === "ok" && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-success-soft-foreground">
            <CheckIcon className="size-4" />
            Connected: {test.message}
          </p>
        )}
        {test.state === "error" && (
          <Notice tone="danger" title="The test failed">
            {test.message}
          </Notice>
        )}
      </div>
    </div>
  );
}
