import { ConnectorError, type Connector } from "@/lib/sources/types";
import { parseConfig, WebConfig, webConfigFields } from "./config";
import { crawl } from "./crawl";
import { fetchText } from "./http";

/**
 * Crawls sites from start URLs (plus sitemaps) within depth, page and path limits, honouring
 * robots.txt and robots meta tags. Incremental syncs use conditional requests and yield deletes
 * for indexed pages that now answer 404/410.
 */
export const web: Connector = {
  shortName: "web",
  name: "Website",
  description: "Crawl a website and index the main text of its pages.",
  authMethods: ["none"],
  labels: ["Web"],
  supportsContinuous: true,
  authFields: [],
  configFields: webConfigFields,

  async test(ctx) {
    const config = parseConfig(WebConfig, ctx.config);
    const url = config.startUrls[0];
    const res = await fetchText(url, { signal: ctx.signal, unreachable: "source_unreachable", wantType: /^$/, timeoutMs: 15_000 });
    if (res.status === 401 || res.status === 403) throw new ConnectorError("invalid_credentials", `${url} refused access (HTTP ${res.status})`);
    if (res.status >= 400) throw new ConnectorError("source_unreachable", `${url} answered HTTP ${res.status}`);
    return { message: `Fetched ${url} (HTTP ${res.status})` };
  },

  async *sync(ctx) {
    yield* crawl(parseConfig(WebConfig, ctx.config), ctx.cursor, ctx.signal);
  },
};
