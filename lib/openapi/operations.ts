import { z } from "zod";
import { CreateApiKeyInput, LoginInput, RegisterInput, UpdateOrganizationInput, ApiKeyListQuery } from "../auth/schemas";
import { CreateCollectionInput } from "../collections/schemas";
import { ConfigInput, ConnectionListQuery, CreateConnectionInput, CredentialsInput, DeleteConnectionQuery } from "../connections/schemas";
import { CreateConversationInput, PostMessageInput } from "../conversations/schemas";
import { CreateDashboardInput, PatchDashboardInput, PublicViewInput, PublishInput, RefreshSettingsInput } from "../dashboards/schemas";
import { UpsertDocumentsInput } from "../documents/schemas";
import type { ErrorCode } from "../errors";
import { PageQuery } from "../http/pagination";
import { CollectionSearchQuery, SearchInput } from "../search/schemas";
import { Responses } from "./responses";

export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  body?: z.ZodType;
  form?: boolean;
  query?: z.ZodType;
  status?: number;
  response: z.ZodType;
  errors?: ErrorCode[];
};

const op = (o: Operation) => o;
const AUTH: ErrorCode[] = ["unauthorized", "key_revoked", "key_expired", "rate_limited"];
const COLLECTION: ErrorCode[] = [...AUTH, "collection_denied", "forbidden", "not_found", "invalid_request"];
const CONNECTION: ErrorCode[] = [...COLLECTION, "sync_in_progress"];
const DASHBOARD: ErrorCode[] = [...AUTH, "forbidden", "not_found", "invalid_request"];

// Every endpoint of /api/v1, with the zod schemas its handler parses (a test checks none is missing).
export const operations: Operation[] = [
  op({ method: "get", path: "/api/v1/health", summary: "Liveness and which database serves this instance", tag: "System", auth: false, response: Responses.health }),
  op({ method: "post", path: "/api/v1/auth/register", summary: "Create an account and its organization", tag: "Auth", auth: false, body: RegisterInput, status: 201, response: Responses.tokens, errors: ["invalid_request", "forbidden", "conflict"] }),
  op({ method: "post", path: "/api/v1/auth/login", summary: "Exchange email and password for tokens", tag: "Auth", auth: false, body: LoginInput, response: Responses.tokens, errors: ["invalid_request", "unauthorized", "rate_limited"] }),
  op({ method: "post", path: "/api/v1/auth/refresh", summary: "Rotate a refresh token (sent as the bearer token)", tag: "Auth", auth: true, response: Responses.tokens, errors: ["unauthorized"] }),
  op({ method: "get", path: "/api/v1/me", summary: "The caller and their organizations", tag: "Auth", auth: true, response: Responses.me, errors: AUTH }),
  op({ method: "patch", path: "/api/v1/organization", summary: "Set the plan and custom rate limit (owners)", tag: "Auth", auth: true, body: UpdateOrganizationInput, response: Responses.organization, errors: [...AUTH, "forbidden", "invalid_request"] }),
  op({ method: "post", path: "/api/v1/api-keys", summary: "Create an API key (the full key is shown once)", tag: "API keys", auth: true, body: CreateApiKeyInput, status: 201, response: Responses.apiKey, errors: [...COLLECTION] }),
  op({ method: "get", path: "/api/v1/api-keys", summary: "List the organization's API keys", tag: "API keys", auth: true, query: ApiKeyListQuery, response: Responses.apiKeys, errors: [...AUTH, "forbidden"] }),
  op({ method: "delete", path: "/api/v1/api-keys/{id}", summary: "Revoke an API key", tag: "API keys", auth: true, response: Responses.apiKey, errors: [...AUTH, "forbidden", "not_found"] }),
  op({ method: "post", path: "/api/v1/collections", summary: "Create a collection", tag: "Collections", auth: true, body: CreateCollectionInput, status: 201, response: Responses.collection, errors: [...AUTH, "forbidden", "invalid_request", "conflict"] }),
  op({ method: "get", path: "/api/v1/collections", summary: "List collections", tag: "Collections", auth: true, query: PageQuery, response: Responses.collections, errors: AUTH }),
  op({ method: "get", path: "/api/v1/collections/{id}", summary: "Get a collection", tag: "Collections", auth: true, response: Responses.collection, errors: COLLECTION }),
  op({ method: "delete", path: "/api/v1/collections/{id}", summary: "Delete a collection with its documents, connections and scoped keys", tag: "Collections", auth: true, response: Responses.deleted, errors: COLLECTION }),
  op({ method: "post", path: "/api/v1/collections/{id}/documents", summary: "Upsert up to 1,000 documents (10 MiB)", tag: "Documents", auth: true, body: UpsertDocumentsInput, response: Responses.upserted, errors: [...COLLECTION, "payload_too_large"] }),
  op({ method: "get", path: "/api/v1/collections/{id}/documents", summary: "List documents", tag: "Documents", auth: true, query: PageQuery, response: Responses.documents, errors: COLLECTION }),
  op({ method: "get", path: "/api/v1/collections/{id}/documents/{documentId}", summary: "Get a document with its full text", tag: "Documents", auth: true, response: Responses.document, errors: COLLECTION }),
  op({ method: "delete", path: "/api/v1/collections/{id}/documents/{documentId}", summary: "Delete a document", tag: "Documents", auth: true, response: Responses.deleted, errors: COLLECTION }),
  op({ method: "post", path: "/api/v1/search", summary: "Search a collection (keyword, semantic, hybrid; filters, expansion, rerank, answers)", tag: "Search", auth: true, body: SearchInput, response: Responses.search, errors: [...COLLECTION, "search_failed"] }),
  op({ method: "get", path: "/api/v1/collections/{id}/search", summary: "Search with query parameters; responseType=completion adds an answer", tag: "Search", auth: true, query: CollectionSearchQuery, response: Responses.search, errors: [...COLLECTION, "search_failed"] }),
  op({ method: "get", path: "/api/v1/sources", summary: "List integration types", tag: "Sources", auth: true, response: Responses.sources, errors: AUTH }),
  op({ method: "get", path: "/api/v1/sources/{shortName}", summary: "An integration type with its auth and config fields", tag: "Sources", auth: true, response: Responses.source, errors: [...AUTH, "not_found"] }),
  op({ method: "post", path: "/api/v1/source-connections", summary: "Connect a source to a collection", tag: "Source connections", auth: true, body: CreateConnectionInput, status: 201, response: Responses.connection, errors: [...COLLECTION, "invalid_credentials"] }),
  op({ method: "get", path: "/api/v1/source-connections", summary: "List source connections", tag: "Source connections", auth: true, query: ConnectionListQuery, response: Responses.connections, errors: COLLECTION }),
  op({ method: "get", path: "/api/v1/source-connections/{id}", summary: "Get a source connection", tag: "Source connections", auth: true, response: Responses.connection, errors: CONNECTION }),
  op({ method: "delete", path: "/api/v1/source-connections/{id}", summary: "Delete a connection (and its documents with deleteData=true)", tag: "Source connections", auth: true, query: DeleteConnectionQuery, response: Responses.deleted, errors: CONNECTION }),
  op({ method: "post", path: "/api/v1/source-connections/{id}/test", summary: "Test the credentials against the source", tag: "Source connections", auth: true, response: Responses.tested, errors: [...CONNECTION, "invalid_credentials", "source_unreachable"] }),
  op({ method: "post", path: "/api/v1/source-connections/{id}/run", summary: "Start a sync now", tag: "Source connections", auth: true, status: 202, response: Responses.started, errors: CONNECTION }),
  op({ method: "put", path: "/api/v1/source-connections/{id}/credentials", summary: "Replace the credentials", tag: "Source connections", auth: true, body: CredentialsInput, response: Responses.connection, errors: [...CONNECTION, "invalid_credentials"] }),
  op({ method: "put", path: "/api/v1/source-connections/{id}/config", summary: "Replace the sync configuration", tag: "Source connections", auth: true, body: ConfigInput, response: Responses.connection, errors: CONNECTION }),
  op({ method: "delete", path: "/api/v1/source-connections/{id}/data", summary: "Delete the connection's indexed documents", tag: "Source connections", auth: true, response: Responses.cleared, errors: CONNECTION }),
  op({ method: "post", path: "/api/v1/source-connections/{id}/files", summary: "Upload files into a files connection (multipart, field `file`)", tag: "Source connections", auth: true, form: true, status: 201, response: Responses.files, errors: [...CONNECTION, "payload_too_large"] }),
  op({ method: "get", path: "/api/v1/source-connections/{id}/files", summary: "List uploaded files", tag: "Source connections", auth: true, response: Responses.files, errors: CONNECTION }),
  op({ method: "get", path: "/api/v1/source-connections/{id}/syncs", summary: "List syncs, newest first", tag: "Source connections", auth: true, response: Responses.syncs, errors: CONNECTION }),
  op({ method: "get", path: "/api/v1/source-connections/{id}/syncs/{syncId}", summary: "Get a sync with its progress and stats", tag: "Source connections", auth: true, response: Responses.sync, errors: CONNECTION }),
  op({ method: "post", path: "/api/v1/source-connections/{id}/syncs/{syncId}/cancel", summary: "Cancel a running sync", tag: "Source connections", auth: true, response: Responses.sync, errors: [...CONNECTION, "conflict"] }),
  op({ method: "post", path: "/api/v1/conversations", summary: "Start a conversation about a collection", tag: "Chat", auth: true, body: CreateConversationInput, status: 201, response: Responses.conversation, errors: COLLECTION }),
  op({ method: "get", path: "/api/v1/conversations", summary: "List conversations", tag: "Chat", auth: true, query: PageQuery, response: Responses.conversations, errors: AUTH }),
  op({ method: "get", path: "/api/v1/conversations/{id}", summary: "Get a conversation with its messages", tag: "Chat", auth: true, response: Responses.conversation, errors: COLLECTION }),
  op({ method: "post", path: "/api/v1/conversations/{id}/messages", summary: "Ask; the assistant answers with citations and charts", tag: "Chat", auth: true, body: PostMessageInput, response: Responses.message, errors: COLLECTION }),
  op({ method: "post", path: "/api/v1/analytics/dashboards", summary: "Create a dashboard from a conversation's charts", tag: "Dashboards", auth: true, body: CreateDashboardInput, status: 201, response: Responses.dashboard, errors: [...COLLECTION] }),
  op({ method: "get", path: "/api/v1/analytics/dashboards", summary: "List the organization's dashboards", tag: "Dashboards", auth: true, query: PageQuery, response: Responses.dashboards, errors: AUTH }),
  op({ method: "get", path: "/api/v1/analytics/dashboards/{id}", summary: "Get a dashboard with its widgets", tag: "Dashboards", auth: true, response: Responses.dashboard, errors: DASHBOARD }),
  op({ method: "patch", path: "/api/v1/analytics/dashboards/{id}", summary: "Save the editor's changes", tag: "Dashboards", auth: true, body: PatchDashboardInput, response: Responses.dashboard, errors: DASHBOARD }),
  op({ method: "delete", path: "/api/v1/analytics/dashboards/{id}", summary: "Delete a dashboard", tag: "Dashboards", auth: true, response: Responses.deleted, errors: DASHBOARD }),
  op({ method: "post", path: "/api/v1/analytics/dashboards/{id}/publish", summary: "Publish at a stable slug, optionally with a password", tag: "Dashboards", auth: true, body: PublishInput, response: Responses.published, errors: DASHBOARD }),
  op({ method: "delete", path: "/api/v1/analytics/dashboards/{id}/publish", summary: "Remove public access", tag: "Dashboards", auth: true, response: Responses.unpublished, errors: DASHBOARD }),
  op({ method: "post", path: "/api/v1/analytics/dashboards/{id}/clone", summary: "Clone privately as \"<title> (Copy)\"", tag: "Dashboards", auth: true, status: 201, response: Responses.dashboard, errors: DASHBOARD }),
  op({ method: "get", path: "/api/v1/analytics/dashboards/{id}/refresh", summary: "Auto-refresh settings", tag: "Dashboards", auth: true, response: Responses.refreshSettings, errors: DASHBOARD }),
  op({ method: "put", path: "/api/v1/analytics/dashboards/{id}/refresh", summary: "Set auto-refresh (300, 900, 3600 or 86400 s)", tag: "Dashboards", auth: true, body: RefreshSettingsInput, response: Responses.refreshSettings, errors: DASHBOARD }),
  op({ method: "post", path: "/api/v1/analytics/dashboards/{id}/refresh", summary: "Refresh every chart now", tag: "Dashboards", auth: true, response: Responses.refreshed, errors: [...DASHBOARD, "conflict"] }),
  op({ method: "post", path: "/api/v1/public/dashboards/{slug}", summary: "A published dashboard's data (no authentication)", tag: "Dashboards", auth: false, body: PublicViewInput, response: Responses.publicDashboard, errors: ["not_found", "password_required", "invalid_password", "rate_limited", "invalid_request"] }),
  op({ method: "get", path: "/api/v1/openapi.json", summary: "This document", tag: "System", auth: false, response: z.record(z.string(), z.unknown()) }),
];
