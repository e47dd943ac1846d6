// Rendered with HTTP 404 for an unknown slug and for a dashboard that is no longer published.
export default function PublicDashboardNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 px-4 text-center">
      <p className="font-mono text-xs text-muted-foreground">404</p>
      <h1 className="text-lg font-semibold">This dashboard is not available</h1>
      <p className="max-w-sm text-sm text-muted-foreground">The link may be wrong, or the dashboard is no longer shared. Ask the person who sent it for a new link.</p>
    </main>
  );
}
