import type { ReactNode } from "react";
import { Logo } from "@/components/app-shell/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <header className="flex h-12 items-center justify-between px-4 sm:px-6">
        <Logo href="/login" />
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-[12vh] pb-12">
        <div className="w-full max-w-sm">{children}</div>
      </main>
    </div>
  );
}
