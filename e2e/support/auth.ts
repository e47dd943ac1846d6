import { expect, type Page } from "@playwright/test";

export const DEMO = { email: "demo@quarry.local", password: "quarry-demo" };

export function uniqueEmail(label = "e2e"): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/collections$/);
}

/** Registers a fresh account through /register; it is signed in afterwards. */
export async function registerUser(page: Page, name = "E2E User") {
  const account = { name, email: uniqueEmail(), password: "correct-horse-battery" };
  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/collections$/);
  return account;
}
