import type { RegisterInput } from "@/lib/auth/schemas";
import { apiFetch } from "./fetcher";

export const registerAccount = (input: RegisterInput) =>
  apiFetch<{ user: { id: string; email: string; name: string }; organization: { id: string; name: string; plan: string } }>(
    "/api/v1/auth/register",
    { method: "POST", body: input },
  );

/** A same-origin path to return to after signing in, or null for anything else. */
export function safeCallbackPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || !value.match(/^(\/(?![/\\])|https?:\/\/)/)) return null;
    if (url.pathname === "/login" || url.pathname === "/register") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
