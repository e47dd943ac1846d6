import { randomUUID } from "node:crypto";

const SAFE = /^[A-Za-z0-9._:-]{8,128}$/;

/** Honour a caller's X-Request-Id when it is a plain token; otherwise mint one. */
export function requestIdFor(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && SAFE.test(given) ? given : randomUUID();
}
