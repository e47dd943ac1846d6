import { UnauthorizedError } from "../errors";

export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) throw new UnauthorizedError("Send the token as `Authorization: Bearer <token>`.");
  return match[1];
}
