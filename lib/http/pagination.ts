import { desc, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { InvalidRequestError } from "../errors";

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Keyset position after the last item of a page: newest first, ties broken by id. */
export type PagePosition = { at: string; id: string };

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {}
  throw new InvalidRequestError("The cursor is invalid.", [{ path: "cursor", message: "Unknown cursor." }]);
}

/** Splits one extra fetched row off a page and turns it into `nextCursor`. */
export function pageOf<T>(items: T[], limit: number, positionOf: (item: T) => PagePosition) {
  const page = items.slice(0, limit);
  const nextCursor = items.length > limit ? encodeCursor(positionOf(page[page.length - 1])) : null;
  return { page, nextCursor };
}

/**
 * Keyset paging, newest first, over (timestamp, id). JavaScript dates hold milliseconds, so the
 * timestamp is compared at that precision: no row is skipped or repeated between pages.
 */
export function keyset(at: AnyPgColumn, id: AnyPgColumn, after: PagePosition | undefined) {
  const ms = sql`date_trunc('milliseconds', ${at})`;
  return {
    where: after ? sql`(${ms} < ${after.at}::timestamptz or (${ms} = ${after.at}::timestamptz and ${id} < ${after.id}))` : undefined,
    orderBy: [desc(ms), desc(id)] as const,
  };
}
