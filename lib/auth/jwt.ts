import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "./secrets";

const ALGORITHM = "HS256";
const ISSUER = "quarry";
export const ACCESS_TOKEN_SECONDS = 15 * 60;

let key: Uint8Array | undefined;
function signingKey(): Uint8Array {
  key ??= new TextEncoder().encode(`access:${authSecret()}`);
  return key;
}

export async function signAccessToken(userId: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: "access" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(signingKey());
}

/** The user id of a valid access token, or null for anything expired, forged or malformed. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: [ALGORITHM], issuer: ISSUER });
    return payload.typ === "access" && typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
