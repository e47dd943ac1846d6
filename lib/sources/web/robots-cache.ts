import { fetchText, throwIfTransient } from "./http";
import { ALLOW_ALL, parseRobots, type Robots } from "./robots";

/**
 * robots.txt per origin for one run. A 4xx means no rules; 429/5xx or a network failure throws
 * (transient) rather than crawling a site whose rules are unknown.
 */
export class RobotsCache {
  private readonly cache = new Map<string, Promise<Robots>>();

  constructor(private readonly signal: AbortSignal) {}

  get(url: string): Promise<Robots> {
    const origin = new URL(url).origin;
    let robots = this.cache.get(origin);
    if (!robots) {
      robots = this.load(origin);
      this.cache.set(origin, robots);
      robots.catch(() => this.cache.delete(origin));
    }
    return robots;
  }

  private async load(origin: string): Promise<Robots> {
    const res = await fetchText(`${origin}/robots.txt`, { signal: this.signal, accept: "text/plain,*/*;q=0.1", maxBytes: 500_000 });
    throwIfTransient(res);
    return res.status >= 400 ? ALLOW_ALL : parseRobots(res.body);
  }
}
