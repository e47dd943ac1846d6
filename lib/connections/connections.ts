import { and, eq, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { documents, sourceConnections } from "@/db/schema";
import { requireCollection } from "../collections/access";
import { AppError, ForbiddenError } from "../errors";
import { decodeCursor, keyset, pageOf } from "../http/pagination";
import type { AuthedContext } from "../http/route";
import { newId } from "../ids";
import { getConnector } from "../sources/registry";
import { forgetChunksWhere } from "../ingest/ingest";
import { seal } from "../sources/secret-box";
import { ConnectorError, type Connector } from "../sources/types";
import { assertNotSyncing, type Connection } from "./access";
import { validateConfig, validateCredentials } from "./fields";
import { connectionDetails, presentConnection } from "./present";
import type { CreateConnectionInput } from "./schemas";
import { configFieldsOf, connectorContext, nextScheduledSync } from "./runtime";

function connectorFor(shortName: string): Connector {
  const connector = getConnector(shortName);
  if (!connector) {
    throw new AppError("invalid_request", `Unknown source "${shortName}".`, {
      details: [{ path: "sourceShortName", message: "No source has this short name." }],
    });
  }
  return connector;
}

export async function createConnection({ ctx, input }: { ctx: AuthedContext; input: CreateConnectionInput }) {
  await requireCollection(ctx, input.collectionId);
  const connector = connectorFor(input.sourceShortName);
  const credentials = validateCredentials(connector.authFields, input.credentials);
  const config = validateConfig(configFieldsOf(connector), input.config);
  const { principal } = ctx;
  if (input.personal && principal.via === "api_key" && principal.scope !== "User") {
    throw new ForbiddenError("Personal connections can be created by their owner or a User-scope key only.");
  }
  const db = await getDb();
  const [connection] = await db
    .insert(sourceConnections)
    .values({
      id: newId("sc"),
      orgId: principal.orgId,
      collectionId: input.collectionId,
      createdBy: principal.userId,
      shortName: connector.shortName,
      name: input.name,
      personal: input.personal,
      credentials: seal(credentials),
      config,
      nextSyncAt: nextScheduledSync(connector, config),
    })
    .returning();
  const { id, name, status, createdAt } = connection;
  return { sourceConnection: { id, name, status, createdAt: createdAt.toISOString() } };
}

export async function listConnections({
  ctx,
  query,
}: {
  ctx: AuthedContext;
  query: { collectionId?: string; limit: number; cursor?: string };
}) {
  const { principal } = ctx;
  if (query.collectionId) await requireCollection(ctx, query.collectionId);
  const window = keyset(sourceConnections.createdAt, sourceConnections.id, decodeCursor(query.cursor));
  const db = await getDb();
  const found = await db
    .select()
    .from(sourceConnections)
    .where(
      and(
        eq(sourceConnections.orgId, principal.orgId),
        query.collectionId ? eq(sourceConnections.collectionId, query.collectionId) : undefined,
        principal.collectionId ? eq(sourceConnections.collectionId, principal.collectionId) : undefined,
        // personal connections: only their owner, and of API keys only a User-scope one
        principal.via === "api_key" && principal.scope !== "User"
          ? eq(sourceConnections.personal, false)
          : or(eq(sourceConnections.personal, false), eq(sourceConnections.createdBy, principal.userId)),
        window.where,
      ),
    )
    .orderBy(...window.orderBy)
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(found, query.limit, (c) => ({ at: c.createdAt.toISOString(), id: c.id }));
  const { counts, latest } = await connectionDetails(page.map((c) => c.id));
  return {
    sourceConnections: page.map((c) =>
      presentConnection(c, { documentCount: counts.get(c.id) ?? 0, lastSync: latest.get(c.id) ?? null }),
    ),
    nextCursor,
  };
}

export async function getConnection({ connection }: { connection: Connection }) {
  const { counts, latest } = await connectionDetails([connection.id]);
  return {
    sourceConnection: presentConnection(connection, {
      documentCount: counts.get(connection.id) ?? 0,
      lastSync: latest.get(connection.id) ?? null,
    }),
  };
}

/** Checks the stored credentials against the source itself. */
export async function testConnection({ connection }: { connection: Connection }) {
  const connector = connectorFor(connection.shortName);
  try {
    const { message } = await connector.test(await connectorContext(connection, AbortSignal.timeout(20_000)));
    return { status: "connected", message };
  } catch (error) {
    throw connectorFailure(error);
  }
}

export function connectorFailure(error: unknown): AppError {
  if (error instanceof ConnectorError) {
    if (error.kind === "invalid_credentials") return new AppError("invalid_credentials", error.message);
    if (error.kind === "invalid_config") return new AppError("invalid_request", error.message);
    return new AppError("source_unreachable", error.message);
  }
  return new AppError("source_unreachable", "The source could not be reached.", { cause: error });
}

export async function updateCredentials({ connection, credentials }: { connection: Connection; credentials: unknown }) {
  await assertNotSyncing(connection.id);
  const connector = connectorFor(connection.shortName);
  const valid = validateCredentials(connector.authFields, credentials);
  const db = await getDb();
  const [updated] = await db
    .update(sourceConnections)
    .set({ credentials: seal(valid), updatedAt: new Date() })
    .where(eq(sourceConnections.id, connection.id))
    .returning();
  return getConnection({ connection: updated });
}

export async function updateConfig({ connection, config }: { connection: Connection; config: unknown }) {
  await assertNotSyncing(connection.id);
  const connector = connectorFor(connection.shortName);
  const valid = validateConfig(configFieldsOf(connector), config);
  const db = await getDb();
  // What is indexed depends on the configuration: the next sync starts over (and sweeps).
  const [updated] = await db
    .update(sourceConnections)
    .set({ config: valid, cursor: null, nextSyncAt: nextScheduledSync(connector, valid), updatedAt: new Date() })
    .where(eq(sourceConnections.id, connection.id))
    .returning();
  return getConnection({ connection: updated });
}

/** Removes every document the connection delivered (and their chunks and BM25 statistics). */
async function deleteDocumentsOf(connection: Connection): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ingest:${connection.collectionId}`}))`);
    await forgetChunksWhere(
      tx,
      connection.collectionId,
      sql`c.document_id in (select d.id from documents d where d.collection_id = ${connection.collectionId} and d.source_connection_id = ${connection.id})`,
    );
    const gone = await tx
      .delete(documents)
      .where(and(eq(documents.collectionId, connection.collectionId), eq(documents.sourceConnectionId, connection.id)))
      .returning({ id: documents.id });
    return gone.length;
  });
}

export async function deleteConnection({ connection, deleteData }: { connection: Connection; deleteData: boolean }) {
  await assertNotSyncing(connection.id);
  const documentsDeleted = deleteData ? await deleteDocumentsOf(connection) : 0;
  const db = await getDb();
  await db.delete(sourceConnections).where(eq(sourceConnections.id, connection.id));
  return { deleted: true, documentsDeleted };
}

export async function clearConnectionData({ connection }: { connection: Connection }) {
  await assertNotSyncing(connection.id);
  const documentsDeleted = await deleteDocumentsOf(connection);
  const db = await getDb();
  await db.update(sourceConnections).set({ cursor: null, updatedAt: new Date() }).where(eq(sourceConnections.id, connection.id));
  return { documentsDeleted };
}

