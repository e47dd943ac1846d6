import { files } from "./files";
import { mysql } from "./mysql";
import { postgresql } from "./postgresql";
import { rss } from "./rss";
import type { Connector } from "./types";
import { web } from "./web";

// The only module that names connectors; everything else reaches them through these functions.
const connectors: readonly Connector[] = [postgresql, mysql, web, rss, files];
const byShortName = new Map(connectors.map((c) => [c.shortName, c]));

export function listConnectors(): Connector[] {
  return [...connectors];
}

export function getConnector(shortName: string): Connector | undefined {
  return byShortName.get(shortName);
}
