import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { redirectIfSignedIn } from "@/components/auth/signed-in-redirect";

export const metadata: Metadata = { title: "Create an account" };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  const callback = typeof callbackUrl === "string" ? callbackUrl : undefined;
  await redirectIfSignedIn(callback);
  return <RegisterForm callbackUrl={callback} />;
}
