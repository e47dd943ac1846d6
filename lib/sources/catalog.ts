import { configFieldsOf } from "../connections/runtime";
import { NotFoundError } from "../errors";
import { getConnector, listConnectors } from "./registry";
import type { Connector } from "./types";

const summary = (c: Connector) => ({
  id: c.shortName,
  name: c.name,
  shortName: c.shortName,
  description: c.description,
  authMethods: c.authMethods,
  labels: c.labels,
  supportsContinuous: c.supportsContinuous,
});

export function listSources() {
  return { sources: listConnectors().map(summary) };
}

export function getSource(shortName: string) {
  const connector = getConnector(shortName);
  if (!connector) throw new NotFoundError("source");
  return { source: { ...summary(connector), authFields: connector.authFields, configFields: configFieldsOf(connector) } };
}
