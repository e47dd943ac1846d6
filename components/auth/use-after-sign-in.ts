"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { safeCallbackPath } from "@/lib/api-client/auth";

/** Navigates to the callback path (same origin only) or to /collections after a sign-in. */
export function useAfterSignIn(callbackUrl: string | undefined) {
  const router = useRouter();
  return useCallback(() => {
    const target = safeCallbackPath(callbackUrl, window.location.origin) ?? "/collections";
    router.replace(target);
    router.refresh();
  }, [callbackUrl, router]);
}
