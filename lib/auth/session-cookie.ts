import { decode } from "next-auth/jwt";
import { authSecret } from "./secrets";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The user id in a next-auth session cookie, or null when there is none or it is not valid. */
export async function sessionUserId(request: Request): Promise<string | null> {
  const cookies = parseCookies(request.headers.get("cookie") ?? "");
  for (const name of COOKIE_NAMES) {
    const token = cookies.get(name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: authSecret() });
      if (payload && typeof payload.sub === "string" && (payload.exp === undefined || Number(payload.exp) * 1000 > Date.now())) {
        return payload.sub;
      }
    } catch {
      return null;
    }
  }
  return null;
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return cookies;
}
