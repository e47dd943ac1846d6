"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { AuthCard } from "./auth-card";
import { useAfterSignIn } from "./use-after-sign-in";

export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const afterSignIn = useAfterSignIn(callbackUrl);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn("credentials", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        redirect: false,
      });
      if (!result?.ok || result.error) {
        setError("The email or password is incorrect.");
        setPending(false);
        return;
      }
      afterSignIn();
    } catch {
      setError("Could not reach the server. Check your connection and try again.");
      setPending(false);
    }
  }

  const registerHref = callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/register";
  return (
    <AuthCard
      title="Sign in to Quarry"
      description="Search your collections and manage API keys."
      footer={
        <>
          No account yet?{" "}
          <Link href={registerHref} className="font-medium text-foreground underline-offset-4 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        {error && <Notice tone="danger">{error}</Notice>}
        <Field label="Email">
          <Input name="email" type="email" autoComplete="email" autoFocus required disabled={pending} />
        </Field>
        <Field label="Password">
          <Input name="password" type="password" autoComplete="current-password" required disabled={pending} />
        </Field>
        <Button type="submit" variant="primary" className="w-full" loading={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
