import "server-only";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { viewerCookieName, viewPublicDashboard } from "@/lib/dashboards/publish";
import { AppError } from "@/lib/errors";

/** Slugs are 22 base62 characters; anything else cannot exist (and must not become a cookie name). */
export const isSlug = (slug: string) => /^[A-Za-z0-9]{8,64}$/.test(slug);

/** The viewer's address for the wrong-password throttle, read the way the API reads it. */
export function clientIp(source: Headers): string {
  return source.get("x-forwarded-for")?.split(",")[0]?.trim() || source.get("x-real-ip") || "local";
}

export type PublicDashboard = Awaited<ReturnType<typeof viewPublicDashboard>>["dashboard"];
export type PublicView = { state: "open"; dashboard: PublicDashboard } | { state: "locked" };

/**
 * The published dashboard for this request, from stored data only (nothing is re-queried), or
 * "locked" when it has a password this visitor has not given. Unknown and unpublished slugs 404.
 */
export const loadPublicView = cache(async (slug: string): Promise<PublicView> => {
  if (!isSlug(slug)) notFound();
  const viewerToken = (await cookies()).get(viewerCookieName(slug))?.value;
  try {
    const { dashboard } = await viewPublicDashboard({ slug, ip: clientIp(await headers()), viewerToken });
    return { state: "open", dashboard };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found") notFound();
    if (error.code === "password_required" || error.code === "invalid_password" || error.code === "rate_limited") return { state: "locked" };
    throw error;
  }
});
