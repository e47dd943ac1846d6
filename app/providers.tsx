"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { ThemeWatcher } from "@/components/theme/theme-watcher";
import { Toaster } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client/fetcher";

// A session that ends while a page is open: send the visitor to sign in again.
function onApiError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && !window.location.pathname.startsWith("/login")) {
    window.location.assign(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
  }
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <ThemeWatcher />
        <Toaster>{children}</Toaster>
      </QueryClientProvider>
    </SessionProvider>
  );
}
