"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { registerAccount } from "@/lib/api-client/auth";
import { ApiError, errorMessage } from "@/lib/api-client/fetcher";
import { AuthCard } from "./auth-card";
import { useAfterSignIn } from "./use-after-sign-in";

export function RegisterForm({ callbackUrl }: { callbackUrl?: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const afterSignIn = useAfterSignIn(callbackUrl);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim();
    const email = value("email");
    const password = String(form.get("password") ?? "");
    setPending(true);
    setError(null);
    try {
      await registerAccount({ name: value("name"), email, password, organizationName: value("organizationName") || undefined });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : errorMessage(caught));
      setPending(false);
      return;
    }
    const result = await signIn("credentials", { email, password, redirect: false }).catch(() => undefined);
    if (!result?.ok || result.error) {
      setError("Your account was created, but signing in failed. Sign in with your new credentials.");
      setPending(false);
      return;
    }
    afterSignIn();
  }

  const fieldError = (path: string) => (error instanceof ApiError ? error.fieldError(path) : undefined);
  const loginHref = callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login";
  return (
    <AuthCard
      title="Create your account"
      description="A new organization is created for you on the free plan."
      footer={
        <>
          Already have an account?{" "}
          <Link href={loginHref} className="font-medium text-foreground underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        {error && <Notice tone="danger">{typeof error === "string" ? error : error.message}</Notice>}
        <Field label="Name" error={fieldError("name")}>
          <Input name="name" autoComplete="name" autoFocus required maxLength={200} disabled={pending} />
        </Field>
        <Field label="Email" error={fieldError("email")}>
          <Input name="email" type="email" autoComplete="email" required maxLength={254} disabled={pending} />
        </Field>
        <Field label="Password" hint="At least 8 characters." error={fieldError("password")}>
          <Input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={200} disabled={pending} />
        </Field>
        <Field label="Organization name" optional error={fieldError("organizationName")}>
          <Input name="organizationName" autoComplete="organization" maxLength={200} disabled={pending} />
        </Field>
        <Button type="submit" variant="primary" className="w-full" loading={pending}>
          {pending ? "Creating account…" : "Create account"}
        </Button>
      </form>
    </AuthCard>
  );
}
