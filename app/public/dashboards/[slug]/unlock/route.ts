import { NextResponse } from "next/server";
import { viewerCookieName, viewPublicDashboard } from "@/lib/dashboards/publish";
import { AppError } from "@/lib/errors";
import { clientIp, isSlug } from "../public-view";

const TWELVE_HOURS = 12 * 3600;

// POST /public/dashboards/:slug/unlock: the password form of a protected public dashboard.
// On success a viewer cookie (scoped to this dashboard's path) lets the page open it; either way
// the browser goes back to the page (303), with ?error= when the password was not accepted.
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const page = `/public/dashboards/${slug}`;
  if (!isSlug(slug)) return back(page);
  const form = await request.formData().catch(() => null);
  const password = form?.get("password");
  if (typeof password !== "string" || password.length === 0 || password.length > 200) return back(`${page}?error=invalid`);
  try {
    const { viewerToken } = await viewPublicDashboard({ slug, password, ip: clientIp(request.headers) });
    const response = back(page);
    if (viewerToken) {
      response.cookies.set(viewerCookieName(slug), viewerToken, {
        httpOnly: true,
        sameSite: "lax",
        secure: isHttps(request),
        path: page,
        maxAge: TWELVE_HOURS,
      });
    }
    return response;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "invalid_password") return back(`${page}?error=invalid`);
    if (error.code === "rate_limited") return back(`${page}?error=rate_limited`);
    if (error.code === "not_found") return back(page);
    throw error;
  }
}

// A relative Location: the browser resolves it against the address it used, whatever the proxy in between.
function back(location: string) {
  return new NextResponse(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(/:$/, "")) === "https";
}
