import { expect, test } from "@playwright/test";
import { registerUser } from "./support/auth";
import { createCollection } from "./support/collections";

test("a collection-scoped key reads its collection only, and stops working once revoked", async ({ page, request }) => {
  await registerUser(page);
  const other = await createCollection(page, "Other notes");
  const id = await createCollection(page, "Product docs");

  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${id}/settings$`));
  await expect(page.getByText(`/mcp/collections/${id}`)).toBeVisible();

  await page.getByRole("button", { name: "Create API key" }).click();
  const form = page.getByRole("dialog", { name: "Create API key" });
  await form.getByLabel("Name").fill("CI search");
  await expect(form.getByLabel("Scope")).toHaveValue("Collection");
  await expect(form.getByLabel("Collection", { exact: true })).toHaveValue(id);
  await form.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "API key created" });
  await expect(shown.getByText("It will not be shown again.")).toBeVisible();
  const key = await shown.getByRole("textbox", { name: "API key" }).inputValue();
  expect(key).toMatch(/^bk_[A-Za-z0-9]+_[A-Za-z0-9]{32,}$/);
  await shown.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row", { name: /CI search/ });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("Collection", { exact: true })).toBeVisible();

  const auth = { Authorization: `Bearer ${key}` };
  const own = await request.get(`/api/v1/collections/${id}`, { headers: auth });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ success: true, collection: { id, name: "Product docs" } });

  const denied = await request.get(`/api/v1/collections/${other}`, { headers: auth });
  expect(denied.status()).toBe(403);
  expect(await denied.json()).toMatchObject({ success: false, error: "collection_denied" });

  await row.getByRole("button", { name: "Revoke CI search" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke API key?" });
  await expect(confirm).toContainText("CI search");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();

  const revoked = await request.get(`/api/v1/collections/${id}`, { headers: auth });
  expect(revoked.status()).toBe(401);
  expect(await revoked.json()).toMatchObject({ success: false, error: "key_revoked" });
});

test("the organization's key page lists keys of every scope", async ({ page }) => {
  await registerUser(page);
  await page.goto("/settings/api-keys");
  await expect(page.getByText("No API keys yet")).toBeVisible();

  await page.getByRole("button", { name: "Create API key" }).click();
  const form = page.getByRole("dialog", { name: "Create API key" });
  await form.getByLabel("Name").fill("Org reader");
  await form.getByLabel("Scope").selectOption("Organization");
  await expect(form.getByLabel("Collection", { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "Create key" }).click();
  await page.getByRole("dialog", { name: "API key created" }).getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row", { name: /Org reader/ });
  await expect(row.getByText("Organization", { exact: true })).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});
