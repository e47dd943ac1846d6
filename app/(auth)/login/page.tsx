import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { redirectIfSignedIn } from "@/components/auth/signed-in-redirect";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  const callback = typeof callbackUrl === "string" ? callbackUrl : undefined;
  await redirectIfSignedIn(callback);
  return <LoginForm callbackUrl={callback} />;
}
