import type { Metadata } from "next";
import { RelativeTime } from "@/components/ui/relative-time";
import { PasswordForm } from "@/components/dashboards/password-form";
import { PublicGrid } from "@/components/dashboards/public-grid";
import { loadPublicView } from "./public-view";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadPublicView((await params).slug);
  return {
    title: view.state === "open" ? view.dashboard.title : "Protected dashboard",
    robots: { index: false, follow: false },
  };
}

// GET /public/dashboards/:slug: a published dashboard, without the app's chrome or a sign-in.
// It shows stored data only; unknown or unpublished slugs get the 404 page beside this file.
export default async function PublicDashboardPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const view = await loadPublicView(slug);
  if (view.state === "locked") {
    const { error } = await searchParams;
    return (
      <main className="flex min-h-dvh items-center justify-center px-4 py-10">
        <PasswordForm action={`/public/dashboards/${slug}/unlock`} error={typeof error === "string" ? error : undefined} />
      </main>
    );
  }
  const { dashboard } = view;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-xl font-semibold tracking-tight">{dashboard.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Last refreshed <RelativeTime value={dashboard.lastRefreshedAt} />
        </p>
      </header>
      {dashboard.widgets.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong px-6 py-12 text-center text-sm text-muted-foreground">This dashboard has no charts.</p>
      ) : (
        <PublicGrid widgets={dashboard.widgets} />
      )}
      <footer className="mt-10 border-t border-border pt-4 text-xs text-muted-foreground">Shared with Quarry. Read-only view.</footer>
    </main>
  );
}
