import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LockIcon } from "@/components/ui/icons";

const ERRORS: Record<string, string> = {
  invalid: "The password is not correct.",
  rate_limited: "Too many wrong passwords. Wait a minute, then try again.",
};

/** The lock screen of a protected public dashboard: a plain form, so it works before (or without) JavaScript. */
export function PasswordForm({ action, error }: { action: string; error?: string }) {
  const message = error ? ERRORS[error] : undefined;
  return (
    <div className="w-full max-w-sm rounded-xl border border-border bg-surface p-6 shadow-sm">
      <div className="mb-4 flex size-10 items-center justify-center rounded-lg border border-border bg-subtle text-muted-foreground">
        <LockIcon className="size-5" />
      </div>
      <h1 className="text-base font-semibold">This dashboard is protected</h1>
      <p className="mt-1 text-sm text-muted-foreground">Enter the password you were given to view it.</p>
      <form method="post" action={action} className="mt-5 space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="dashboard-password">Password</Label>
          <Input
            id="dashboard-password"
            name="password"
            type="password"
            required
            maxLength={200}
            autoComplete="current-password"
            autoFocus
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "dashboard-password-error" : undefined}
          />
          {message && (
            <p id="dashboard-password-error" role="alert" className="text-xs text-danger-soft-foreground">
              {message}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClasses({ variant: "primary", className: "w-full" })}>
          View dashboard
        </button>
      </form>
    </div>
  );
}
