/** Absolute http(s) URL without fragment or credentials, or undefined. */
export function normalizeUrl(href: string, base?: string): string | undefined {
  if (!href.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    url.hash = "";
    url.username = "";
    url.password = "";
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * A path pattern matched against path + query: "*" matches any run of characters, a trailing "$"
 * anchors the end, otherwise the pattern is a prefix ("/docs" matches "/docs/intro").
 */
export function pathPattern(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

export function urlFilter(options: { startUrls: string[]; sameOrigin: boolean; include: string[]; exclude: string[] }) {
  const origins = new Set(options.startUrls.map((u) => new URL(u).origin));
  const include = options.include.map(pathPattern);
  const exclude = options.exclude.map(pathPattern);
  return (href: string): boolean => {
    const url = new URL(href);
    const path = url.pathname + url.search;
    if (options.sameOrigin && !origins.has(url.origin)) return false;
    if (include.length > 0 && !include.some((re) => re.test(path))) return false;
    return !exclude.some((re) => re.test(path));
  };
}
