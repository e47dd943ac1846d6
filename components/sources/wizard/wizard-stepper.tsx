import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

export const STEPS = ["Source", "Credentials", "Configuration", "Review"] as const;

/** The wizard's steps; `step` is 1-based, past the last one when everything is done. */
export function WizardStepper({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap items-center gap-x-2 gap-y-2 text-xs">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={label} aria-current={current ? "step" : undefined} className="flex items-center gap-2">
            <span
              className={cn(
                "flex size-5 items-center justify-center rounded-full text-[11px] font-semibold ring-1 ring-inset",
                done && "bg-accent text-accent-foreground ring-accent",
                current && "bg-accent-soft text-accent-soft-foreground ring-accent",
                !done && !current && "text-muted-foreground ring-border-strong",
              )}
            >
              {done ? <CheckIcon className="size-3" /> : number}
            </span>
            <span className={cn("font-medium", current ? "text-foreground" : "text-muted-foreground")}>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {number < STEPS.length && <span aria-hidden="true" className="mx-1 h-px w-6 bg-border-strong" />}
          </li>
        );
      })}
    </ol>
  );
}
