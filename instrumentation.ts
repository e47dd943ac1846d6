// Runs once when the server starts (not during the build).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { boot } = await import("./lib/boot");
  await boot();
}
