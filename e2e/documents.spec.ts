import { expect, test } from "@playwright/test";
import { registerUser } from "./support/auth";
import { createCollection } from "./support/collections";

test("a document added in the dialog is listed, counted and found by search", async ({ page }) => {
  await registerUser(page);
  const id = await createCollection(page, "Harbour notes");
  await page.getByRole("tab", { name: "Documents" }).click();
  await expect(page.getByText("No documents yet")).toBeVisible();

  await page.getByRole("button", { name: "Add document" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add document" });
  await dialog.getByLabel("Title").fill("Crane maintenance schedule");
  await dialog.getByLabel("Author").fill("Ines Duarte");
  await dialog.getByLabel("Content").fill("Quayside cranes get a hydraulic inspection every quarter. The gantry brakes are tested monthly.");
  await dialog.getByLabel("Metadata").fill('{"team": oops}');
  await dialog.getByRole("button", { name: "Add document" }).click();
  await expect(dialog.getByText(/Not valid JSON/)).toBeVisible();
  await dialog.getByLabel("Metadata").fill('{"team": "Port Ops", "priority": 2}');
  await dialog.getByRole("button", { name: "Add document" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").getByText("1 document added or updated")).toBeVisible();

  const row = page.getByRole("row", { name: /Crane maintenance schedule/ });
  await expect(row.getByRole("cell", { name: /^crane-maintenance-schedule-[a-z0-9]{6}$/ })).toBeVisible();
  await expect(row.getByText("api", { exact: true })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText(/1 document · \d+ chunks? indexed/);

  await page.getByRole("tab", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${id}$`));
  await page.getByRole("searchbox", { name: "Search query" }).fill("hydraulic inspection");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const result = page.locator("#result-1");
  await expect(result.getByRole("heading")).toContainText("Crane maintenance schedule");
  await expect(result).toContainText("Ines Duarte");
  await expect(result).toContainText("team:Port Ops");
});

test("an uploaded Markdown file takes its first heading as title, can be read, then deleted", async ({ page }) => {
  await registerUser(page);
  await createCollection(page, "Uploads");
  await page.getByRole("tab", { name: "Documents" }).click();
  await page.getByRole("button", { name: "Add document" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add document" });
  await dialog.getByRole("radio", { name: "Upload files" }).check();
  await dialog.getByLabel("Files", { exact: true }).setInputFiles({
    name: "tide-tables.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("Intro line\n\n# Tide Tables for Pier 4\n\nHigh tide at 06:10 and 18:32 <b>today</b>.\n"),
  });
  await expect(dialog.getByRole("list", { name: "Files to add" })).toContainText("Tide Tables for Pier 4");
  await expect(dialog.getByRole("list", { name: "Files to add" })).toContainText("tide-tables");
  await dialog.getByRole("button", { name: "Add document" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: /Tide Tables for Pier 4/ });
  await row.getByRole("button", { name: "View Tide Tables for Pier 4" }).click();
  const viewer = page.getByRole("dialog", { name: "Tide Tables for Pier 4" });
  await expect(viewer.getByLabel("Document text")).toContainText("High tide at 06:10 and 18:32 <b>today</b>.");
  await viewer.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(viewer).toBeHidden();

  await row.getByRole("button", { name: "Delete Tide Tables for Pier 4" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete document?" });
  await confirm.getByRole("button", { name: "Delete document" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No documents yet")).toBeVisible();
});
