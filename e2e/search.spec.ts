import { expect, test, type Page } from "@playwright/test";
import { DEMO, registerUser, signIn } from "./support/auth";
import { apiAddDocuments, apiCreateCollection, handbookCollection } from "./support/documents";

type SearchBody = { results: Array<{ id: string }>; citations?: string[] };

const OTHER_TEAMS = ["Product", "Operations", "Sales", "Support", "People"];

async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/search") && r.request().method() === "POST");
  await page.getByRole("searchbox", { name: "Search query" }).fill(text);
  await page.getByRole("searchbox", { name: "Search query" }).press("Enter");
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchBody;
}

test("a filtered search with an answer: results respect the filter and citations jump to their result", async ({ page }) => {
  await signIn(page, DEMO);
  const id = await handbookCollection(page);
  await page.goto(`/collections/${id}`);
  await expect(page.getByRole("tab", { name: "Search", selected: true })).toBeVisible();

  await page.getByRole("button", { name: "Add filter" }).click();
  await page.getByLabel("Filter 1 field").fill("team");
  await page.getByLabel("Filter 1 operator").selectOption("eq");
  await page.getByLabel("Filter 1 value").fill("Engineering");
  await page.getByRole("switch", { name: "Answer" }).check();
  const body = await searchFor(page, "What caused the outage at customer sites?");

  await expect(page).toHaveURL(/[?&]answer=1/);
  expect(new URL(page.url()).searchParams.get("filters")).toBe(JSON.stringify([{ field: "team", operator: "eq", value: "Engineering" }]));
  const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
  await expect(results.first()).toBeVisible();
  expect(body.results.length).toBeGreaterThan(0);
  await expect(results).toHaveCount(body.results.length);
  for (const item of await results.all()) await expect(item).toContainText("team:Engineering");
  for (const team of OTHER_TEAMS) await expect(page.getByRole("list", { name: "Search results" }).getByText(team, { exact: true })).toHaveCount(0);

  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer).toContainText(/\w+/);
  // Every answer sentence carries its citation, so result 1 may be cited more than once.
  const citation = answer.getByRole("button", { name: "Citation 1" }).first();
  await expect(citation).toBeVisible();
  const rank = body.results.findIndex((r) => r.id === body.citations?.[0]) + 1;
  expect(rank).toBeGreaterThan(0);

  await citation.click();
  const cited = page.locator(`#result-${rank}`);
  await expect(cited).toHaveAttribute("data-highlighted", "true");
  await expect(cited).toBeFocused();
  await expect(cited).toBeInViewport();
  await expect(page.locator("[data-highlighted]")).toHaveCount(1);
});

test("the URL carries the search: a shared link runs it and Back returns to the previous one", async ({ page }) => {
  await signIn(page, DEMO);
  const id = await handbookCollection(page);
  await page.goto(`/collections/${id}?q=${encodeURIComponent("parental leave")}&mode=keyword&limit=5`);
  await expect(page.getByRole("searchbox", { name: "Search query" })).toHaveValue("parental leave");
  await expect(page.getByRole("radio", { name: "Keyword" })).toBeChecked();
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("heading").first()).toContainText(/parental leave/i);
  await expect(results.locator("mark").first()).toBeVisible();

  await searchFor(page, "charging dock overheating");
  await expect(page).toHaveURL(/q=charging\+dock\+overheating/);
  await expect(results.getByRole("heading").first()).toContainText(/charging dock/i);

  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Search query" })).toHaveValue("parental leave");
  await expect(results.getByRole("heading").first()).toContainText(/parental leave/i);
});

test("an invalid filter shows the API's message and the filter it concerns", async ({ page }) => {
  await signIn(page, DEMO);
  const id = await handbookCollection(page);
  const filters = JSON.stringify([{ field: "readingMinutes", operator: "gt", value: "soon" }]);
  await page.goto(`/collections/${id}?q=robots&filters=${encodeURIComponent(filters)}`);
  const error = page.getByRole("alert").filter({ hasText: "could not run" });
  await expect(error).toBeVisible();
  await expect(error).toContainText("Filter 1, value");
  await expect(error).toContainText("ISO 8601");
});

test("markup inside a document shows as literal text in the result snippet", async ({ page }) => {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  await registerUser(page);
  const id = await apiCreateCollection(page, "Markup check");
  const payload = "<img src=x onerror=alert(1)>";
  await apiAddDocuments(page, id, [
    { id: "zebra-report", title: "Zebra crossing report", content: `The zebra crossing survey found ${payload} in the export. Nothing else to report.` },
  ]);

  await page.goto(`/collections/${id}?q=zebra`);
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByText(payload)).toBeVisible();
  await expect(results.locator("img")).toHaveCount(0);
  await expect(results.locator("mark", { hasText: /^zebra$/i }).first()).toBeVisible();
});
