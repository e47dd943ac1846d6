import { expect, test } from "@playwright/test";
import { registerUser } from "./support/auth";
import { createCollection } from "./support/collections";

test("collections: empty state, create, duplicate id, delete", async ({ page }) => {
  await registerUser(page);
  await expect(page.getByText("No collections yet")).toBeVisible();

  const id = `handbook-${Date.now().toString(36)}`;
  expect(await createCollection(page, "Handbook", id)).toBe(id);

  await page.goto("/collections");
  const row = page.getByRole("row", { name: /Handbook/ });
  await expect(row.getByRole("cell", { name: id })).toBeVisible();

  await page.getByRole("button", { name: "New collection" }).click();
  const dialog = page.getByRole("dialog", { name: "New collection" });
  await dialog.getByLabel("Name").fill("Handbook again");
  await dialog.getByLabel("ID").fill(id);
  await dialog.getByRole("button", { name: "Create collection" }).click();
  await expect(dialog.getByRole("alert")).toContainText("already taken");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: "Delete Handbook" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete collection?" });
  await expect(confirm).toContainText("Handbook");
  await confirm.getByRole("button", { name: "Delete collection" }).click();
  await expect(page.getByText("No collections yet")).toBeVisible();
});

test("the new-collection dialog traps focus and gives it back on Esc", async ({ page }) => {
  await registerUser(page);
  const opener = page.getByRole("button", { name: "New collection" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New collection" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Create collection" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
