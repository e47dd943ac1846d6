import type { Metadata } from "next";
import Link from "next/link";
import { ApiReference } from "@/components/docs/api-reference";

export const metadata: Metadata = { title: "API reference · Quarry" };

export default function ApiReferencePage() {
  return (
    <main className="min-h-screen bg-white text-zinc-900">
      <header className="flex items-center justify-between border-b border-zinc-200 px-6 py-3">
        <Link href="/" className="font-semibold">
          Quarry
        </Link>
        <a href="/api/v1/openapi.json" className="text-sm text-indigo-600 hover:underline">
          openapi.json
        </a>
      </header>
      <ApiReference />
    </main>
  );
}
