import { expect, type Page } from "@playwright/test";

/** Creates a collection from /collections through the dialog and returns its id (the page then shows it). */
export async function createCollection(page: Page, name: string, id?: string): Promise<string> {
  await page.goto("/collections");
  await page.getByRole("button", { name: "New collection" }).click();
  const dialog = page.getByRole("dialog", { name: "New collection" });
  await dialog.getByLabel("Name").fill(name);
  if (id) await dialog.getByLabel("ID").fill(id);
  await dialog.getByRole("button", { name: "Create collection" }).click();
  await expect(page).toHaveURL(/\/collections\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}
