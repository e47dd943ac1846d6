import { expect, type Page } from "@playwright/test";

type Connection = { id: string; status: string; documentCount: number; lastSync: { status: string } | null };

/** Connects an RSS feed to the collection through the API, syncs it and waits until the sync has ended. */
export async function apiConnectFeed(page: Page, collectionId: string, feedUrl: string, name = "Wildlife feed"): Promise<Connection> {
  const created = await page.request.post("/api/v1/source-connections", {
    data: { collectionId, sourceShortName: "rss", name, credentials: {}, config: { feedUrls: [feedUrl] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).sourceConnection as { id: string };
  const run = await page.request.post(`/api/v1/source-connections/${id}/run`);
  expect(run.status(), await run.text()).toBe(202);
  const last: { connection?: Connection } = {};
  await expect
    .poll(
      async () => {
        last.connection = (await (await page.request.get(`/api/v1/source-connections/${id}`)).json()).sourceConnection;
        return last.connection?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("active");
  return last.connection!;
}
