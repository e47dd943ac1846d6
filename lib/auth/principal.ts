export type Scope = "Collection" | "Organization" | "User";

/** Who is calling, resolved once per request from a session cookie, an access JWT or an API key. */
export type Principal = {
  userId: string;
  orgId: string;
  scope: Scope;
  /** Set for Collection-scoped API keys: the only collection the caller may touch. */
  collectionId?: string;
  /** Set when the caller used an API key. */
  keyId?: string;
  via: "session" | "jwt" | "api_key";
  role: "owner" | "admin" | "member";
  /** Requests per minute the caller's organization plan allows. */
  rateLimitPerMinute: number;
};
