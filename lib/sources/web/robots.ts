import { pathPattern } from "./url-rules";

export type Robots = { allows(url: string): boolean; sitemaps: string[] };

export const ALLOW_ALL: Robots = { allows: () => true, sitemaps: [] };

/**
 * robots.txt after RFC 9309: the groups naming our product token, else the "*" groups; the longest
 * matching rule wins and Allow wins a tie. Sitemap lines are collected wherever they appear.
 */
export function parseRobots(text: string, productToken = "quarrybot"): Robots {
  type Group = { agents: string[]; rules: { allow: boolean; pattern: string; re: RegExp }[] };
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | undefined;
  let inAgentLines = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const match = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(raw.replace(/#.*/, ""));
    if (!match) continue;
    const field = match[1].toLowerCase();
    const value = match[2];
    if (field === "user-agent") {
      if (!current || !inAgentLines) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      inAgentLines = true;
      continue;
    }
    inAgentLines = false;
    if (field === "sitemap" && value) sitemaps.push(value);
    else if ((field === "allow" || field === "disallow") && current && value) {
      current.rules.push({ allow: field === "allow", pattern: value, re: pathPattern(value) });
    }
  }
  const named = groups.filter((g) => g.agents.includes(productToken));
  const rules = (named.length > 0 ? named : groups.filter((g) => g.agents.includes("*"))).flatMap((g) => g.rules);

  return {
    sitemaps,
    allows(href) {
      const url = new URL(href);
      const path = url.pathname + url.search;
      if (path === "/robots.txt") return true;
      let best: { allow: boolean; length: number } | undefined;
      for (const rule of rules) {
        if (!rule.re.test(path) && !rule.re.test(safeDecode(path))) continue;
        const length = rule.pattern.length;
        if (!best || length > best.length || (length === best.length && rule.allow)) best = { allow: rule.allow, length };
      }
      return best?.allow ?? true;
    },
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
