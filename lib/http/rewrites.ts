// Shared by next.config.ts and the in-process test dispatcher, so both route /v1 the same way.
export const rewrites = [{ source: "/v1/:path*", destination: "/api/v1/:path*" }];
