import { z } from "zod";
import { errorStatus } from "../errors";

// Response shapes for the API description. Request shapes are the handlers' own zod schemas.

export const ErrorBody = z
  .object({
    success: z.literal(false),
    error: z.enum(Object.keys(errorStatus) as [keyof typeof errorStatus, ...Array<keyof typeof errorStatus>]),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
const iso = z.string().meta({ format: "date-time" });
const nextCursor = z.string().nullable();

export const User = z.object({ id: z.string(), email: z.string(), name: z.string() }).meta({ id: "User" });
export const Organization = z
  .object({ id: z.string(), name: z.string(), plan: z.enum(["free", "pro", "enterprise"]), rateLimitPerMinute: z.number().int().nullable().optional() })
  .meta({ id: "Organization" });
export const Collection = z
  .object({ id: z.string(), name: z.string(), createdAt: iso, documentCount: z.number().int(), chunkCount: z.number().int(), embeddingModel: z.string() })
  .meta({ id: "Collection" });
export const ApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(["Collection", "Organization", "User"]),
    collectionId: z.string().nullable(),
    prefix: z.string(),
    key: z.string().optional().describe("The full key; only in the creation response."),
    is_active: z.boolean(),
    expires_at: iso.nullable(),
    last_used_at: iso.nullable(),
    createdAt: iso,
    revokedAt: iso.nullable(),
  })
  .meta({ id: "ApiKey" });
export const Document = z
  .object({ id: z.string(), title: z.string().nullable(), url: z.string().nullable(), author: z.string().nullable(), metadata: z.record(z.string(), z.unknown()), createdAt: iso, updatedAt: iso, chunkCount: z.number().int().optional(), content: z.string().optional() })
  .meta({ id: "Document" });
export const SearchResult = z
  .object({ id: z.string(), score: z.number().min(0).max(1), content: z.string(), metadata: z.record(z.string(), z.unknown()) })
  .meta({ id: "SearchResult" });
export const SearchResponse = ok({
  results: z.array(SearchResult),
  query: z.string(),
  took: z.number().int().describe("Milliseconds."),
  mode: z.enum(["hybrid", "semantic", "keyword"]).optional(),
  expandedQueries: z.array(z.string()).optional(),
  answer: z.string().optional(),
  citations: z.array(z.string()).optional(),
}).meta({ id: "SearchResponse" });
const Field = z.object({ name: z.string(), type: z.string(), required: z.boolean(), label: z.string().optional(), help: z.string().optional() });
export const Source = z
  .object({ id: z.string(), name: z.string(), shortName: z.string(), description: z.string(), authMethods: z.array(z.string()), labels: z.array(z.string()), supportsContinuous: z.boolean(), authFields: z.array(Field).optional(), configFields: z.array(Field).optional() })
  .meta({ id: "Source" });
export const Sync = z
  .object({
    syncId: z.string(),
    status: z.enum(["started", "running", "completed", "failed", "cancelled"]),
    full: z.boolean(),
    startedAt: iso,
    finishedAt: iso.nullable(),
    stats: z.object({ inserted: z.number().int(), updated: z.number().int(), deleted: z.number().int(), unchanged: z.number().int(), failed: z.number().int() }),
    progress: z.object({ processed: z.number().int(), total: z.number().int().nullable() }),
    error: z.string().nullable(),
  })
  .meta({ id: "Sync" });
export const SourceConnection = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(["pending", "syncing", "active", "error"]),
    createdAt: iso,
    updatedAt: iso.optional(),
    sourceShortName: z.string().optional(),
    collectionId: z.string().optional(),
    personal: z.boolean().optional(),
    config: z.record(z.string(), z.unknown()).optional(),
    documentCount: z.number().int().optional(),
    lastSync: Sync.nullable().optional(),
  })
  .meta({ id: "SourceConnection" });
export const Chart = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(["bar", "line", "area", "pie", "table", "metric"]),
    query: z.record(z.string(), z.unknown()),
    data: z.array(z.record(z.string(), z.unknown())),
    refreshedAt: iso.nullable(),
    stale: z.boolean().optional(),
    staleReason: z.string().nullable().optional(),
    lastSuccessAt: iso.nullable().optional(),
  })
  .meta({ id: "Chart" });
export const Message = z
  .object({ id: z.string(), role: z.enum(["user", "assistant"]), content: z.string(), citations: z.array(z.record(z.string(), z.unknown())), charts: z.array(Chart), createdAt: iso.optional() })
  .meta({ id: "Message" });
export const Conversation = z
  .object({ id: z.string(), title: z.string(), collectionId: z.string(), createdAt: iso, updatedAt: iso, messages: z.array(Message).optional() })
  .meta({ id: "Conversation" });
const Layout = z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() });
export const Dashboard = z
  .object({
    id: z.string(),
    title: z.string(),
    isDashboard: z.boolean().optional(),
    isPublic: z.boolean().optional(),
    slug: z.string().nullable().optional(),
    createdAt: iso,
    updatedAt: iso.optional(),
    refreshEnabled: z.boolean().optional(),
    refreshInterval: z.number().int().optional(),
    lastRefreshedAt: iso.nullable().optional(),
    conversationId: z.string().nullable().optional(),
    widgets: z.array(z.object({ id: z.string(), layout: Layout, chart: Chart })).optional(),
  })
  .meta({ id: "Dashboard" });
export const PublicDashboard = z
  .object({
    title: z.string(),
    lastRefreshedAt: iso.nullable(),
    widgets: z.array(z.object({ id: z.string(), layout: Layout, title: z.string(), type: z.string(), data: z.array(z.record(z.string(), z.unknown())), stale: z.boolean() })),
  })
  .meta({ id: "PublicDashboard" });

export const Responses = {
  health: ok({ status: z.literal("ok"), database: z.enum(["pglite", "postgresql"]), version: z.string() }),
  tokens: ok({ token: z.string(), refreshToken: z.string(), user: User.optional(), organization: Organization.optional() }),
  me: ok({ user: User, organizations: z.array(Organization.extend({ role: z.enum(["owner", "admin", "member"]) })) }),
  organization: ok({ organization: Organization }),
  apiKey: ok({ apiKey: ApiKey }),
  apiKeys: ok({ apiKeys: z.array(ApiKey) }),
  collection: ok({ collection: Collection }),
  collections: ok({ collections: z.array(Collection), nextCursor }),
  deleted: ok({ deleted: z.literal(true), id: z.string().optional(), documentsDeleted: z.number().int().optional() }),
  upserted: ok({ upserted: z.number().int(), unchanged: z.number().int() }),
  document: ok({ document: Document }),
  documents: ok({ documents: z.array(Document), nextCursor }),
  search: SearchResponse,
  sources: ok({ sources: z.array(Source) }),
  source: ok({ source: Source }),
  connection: ok({ sourceConnection: SourceConnection }),
  connections: ok({ sourceConnections: z.array(SourceConnection), nextCursor }),
  tested: ok({ status: z.literal("connected"), message: z.string() }),
  started: ok({ syncId: z.string(), status: z.literal("started") }),
  sync: ok({ sync: Sync }),
  syncs: ok({ syncs: z.array(Sync) }),
  cleared: ok({ documentsDeleted: z.number().int() }),
  files: ok({ files: z.array(z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int(), updatedAt: iso.optional() })) }),
  conversation: ok({ conversation: Conversation }),
  conversations: ok({ conversations: z.array(Conversation), nextCursor }),
  message: ok({ message: Message }),
  dashboard: ok({ dashboard: Dashboard }),
  dashboards: ok({ dashboards: z.array(Dashboard), nextCursor }),
  published: ok({ slug: z.string(), publicUrl: z.string() }),
  unpublished: ok({ isPublic: z.literal(false) }),
  refreshSettings: ok({ refreshEnabled: z.boolean(), refreshInterval: z.number().int(), lastRefreshedAt: iso.nullable() }),
  refreshed: ok({ lastRefreshedAt: iso, refreshed: z.number().int(), failed: z.array(z.object({ widgetId: z.string(), title: z.string(), error: z.string() })) }),
  publicDashboard: ok({ dashboard: PublicDashboard }),
};
