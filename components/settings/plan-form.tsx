"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { useUpdateOrganization, type Organization, type Plan } from "@/lib/api-client/me";

export const PLANS: Array<{ value: Plan; label: string; limit: number | null }> = [
  { value: "free", label: "Free", limit: 60 },
  { value: "pro", label: "Pro", limit: 300 },
  { value: "enterprise", label: "Enterprise", limit: null },
];

/** Owners pick the plan; enterprise takes its own per-minute limit. */
export function PlanForm({ plan: savedPlan }: { plan: Plan }) {
  const toast = useToast();
  const update = useUpdateOrganization();
  const [plan, setPlan] = useState<Plan>(savedPlan);
  const [custom, setCustom] = useState("");
  const [saved, setSaved] = useState<Organization | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const limit = custom.trim() ? Number(custom) : undefined;
    update.mutate(
      { plan, ...(plan === "enterprise" && limit !== undefined ? { rateLimitPerMinute: limit } : {}) },
      {
        onSuccess: (organization) => {
          setSaved(organization);
          toast(`Plan changed to ${PLANS.find((p) => p.value === organization.plan)?.label ?? organization.plan}`);
        },
      },
    );
  }

  const error = update.error;
  const unchanged = plan === (saved?.plan ?? savedPlan) && !(plan === "enterprise" && custom.trim());
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error && (
        <Notice tone="danger">
          {errorMessage(error)}
          {error instanceof ApiError && error.fieldError("rateLimitPerMinute") && ` ${error.fieldError("rateLimitPerMinute")}`}
        </Notice>
      )}
      <fieldset>
        <legend className="sr-only">Plan</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PLANS.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border bg-surface p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                plan === option.value ? "border-accent ring-1 ring-accent" : "border-border hover:border-border-strong",
              )}
            >
              <input
                type="radio"
                name="plan"
                value={option.value}
                checked={plan === option.value}
                onChange={() => setPlan(option.value)}
                className="mt-0.5 accent-[var(--accent)]"
              />
              <span>
                <span className="block text-sm font-medium">{option.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {option.limit ? `${option.limit} requests per minute` : "Your own requests-per-minute limit"}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {plan === "enterprise" && (
        <div className="max-w-xs space-y-1.5">
          <label htmlFor="rate-limit" className="block text-xs font-medium">
            Requests per minute
          </label>
          <Input
            id="rate-limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={1_000_000}
            step={1}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder={String(saved?.rateLimitPerMinute ?? 1000)}
            aria-describedby="rate-limit-hint"
          />
          <p id="rate-limit-hint" className="text-xs text-muted-foreground">
            Per API key, and per user for signed-in requests. Leave empty to keep the current limit (1,000 by default).
          </p>
        </div>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="primary" loading={update.isPending} disabled={unchanged}>
          Save plan
        </Button>
        {saved && (
          <p className="text-xs text-muted-foreground">
            Current limit: {saved.plan === "enterprise" ? (saved.rateLimitPerMinute ?? 1000) : PLANS.find((p) => p.value === saved.plan)?.limit}{" "}
            requests per minute.
          </p>
        )}
      </div>
    </form>
  );
}
