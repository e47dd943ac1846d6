import { expect, test } from "@playwright/test";
import { registerUser } from "./support/auth";
import { apiCreateCollection } from "./support/documents";
import { startFeedServer, WILDLIFE_ITEMS } from "./support/feed-server";
import { apiConnectFeed } from "./support/sources";

let feed: Awaited<ReturnType<typeof startFeedServer>>;

test.beforeAll(async () => {
  feed = await startFeedServer();
});

test.afterAll(async () => {
  await feed?.close();
});

test("the wizard connects an RSS feed, follows its first sync, and the entries become searchable", async ({ page }) => {
  await registerUser(page);
  const collectionId = await apiCreateCollection(page, "Field notes");

  await page.goto(`/collections/${collectionId}/sources`);
  await expect(page.getByRole("tab", { name: "Sources", selected: true })).toBeVisible();
  await expect(page.getByText("No sources connected")).toBeVisible();
  await page.getByRole("link", { name: "Connect a source" }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${collectionId}/sources/new$`));

  // Step 1: search the cards; Enter takes the first match.
  const search = page.getByRole("searchbox", { name: "Search sources" });
  await expect(search).toBeFocused();
  await expect(page.getByRole("button", { name: /RSS \/ Atom feeds/ })).toContainText("Feed");
  await search.fill("rss");
  await expect(page.getByRole("list", { name: "Sources" }).getByRole("button")).toHaveCount(1);
  await search.press("Enter");

  // Step 2: the name defaults to the source's; Enter advances.
  const name = page.getByLabel("Connection name");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("RSS / Atom feeds");
  await name.fill("Wildlife feed");
  await name.press("Enter");

  // Step 3: a required list is checked before moving on; the test reads the feed.
  const feedUrls = page.getByLabel("Feed URLs");
  await expect(feedUrls).toBeFocused();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Enter at least one value.")).toBeVisible();
  await feedUrls.fill(feed.url);
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Connected: Read 3 entries from 1 feed(s)")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 4: review, then create; the first sync is followed live.
  await expect(page.getByText(feed.url)).toBeVisible();
  await expect(page.getByText("Wildlife feed")).toBeVisible();
  await page.getByRole("button", { name: "Create and sync" }).click();
  await expect(page.getByText("Sync completed")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/3 added; 3 documents from this source are searchable now/)).toBeVisible();

  // The connection tested before creation is the one that was created: no leftover draft.
  const listed = await (await page.request.get(`/api/v1/source-connections?collectionId=${collectionId}`)).json();
  expect(listed.sourceConnections).toHaveLength(1);
  expect(listed.sourceConnections[0]).toMatchObject({ name: "Wildlife feed", status: "active", documentCount: 3 });

  await page.getByRole("link", { name: "Search this collection" }).click();
  await expect(page.getByRole("tab", { name: "Search", selected: true })).toBeVisible();
  const query = page.getByRole("searchbox", { name: "Search query" });
  await query.fill("narwhal");
  await query.press("Enter");
  await expect(page.getByRole("list", { name: "Search results" })).toContainText(WILDLIFE_ITEMS[0].title);
});

test("a connection's card shows its sync, and deleting it with its documents leaves the empty state", async ({ page }) => {
  await registerUser(page);
  const collectionId = await apiCreateCollection(page, "Field notes");
  await apiConnectFeed(page, collectionId, feed.url);

  await page.goto(`/collections/${collectionId}/sources`);
  const card = page.getByRole("article", { name: "Wildlife feed" });
  await expect(card).toContainText("RSS / Atom feeds");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("3 added");

  await card.getByRole("button", { name: "Sync history" }).click();
  const history = page.getByRole("dialog", { name: "Sync history" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history).toContainText("Completed");
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Delete Wildlife feed" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete connection?" });
  await confirm.getByRole("checkbox", { name: /Also delete indexed documents/ }).check();
  await confirm.getByRole("button", { name: "Delete connection" }).click();
  await expect(page.getByText("No sources connected")).toBeVisible();

  const collection = await (await page.request.get(`/api/v1/collections/${collectionId}`)).json();
  expect(collection.collection.documentCount).toBe(0);
});
