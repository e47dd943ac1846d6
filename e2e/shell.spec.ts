import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";

const LINKS = [
  { name: "Collections", path: "/collections", heading: "Collections" },
  { name: "Chat", path: "/chat", heading: "Chat" },
  { name: "Dashboards", path: "/dashboards", heading: "Dashboards" },
  { name: "API keys", path: "/settings/api-keys", heading: "API keys" },
  { name: "Settings", path: "/settings", heading: "Settings" },
];

test("the header shows Quarry and five links that each navigate", async ({ page }) => {
  await signIn(page, DEMO);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Quarry" })).toBeVisible();
  await expect(header.getByText(DEMO.email)).toBeVisible();
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveCount(LINKS.length);

  for (const link of LINKS) {
    const anchor = nav.getByRole("link", { name: link.name, exact: true });
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: link.heading })).toBeVisible();
    await expect(anchor).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test("a signed-out visit to /collections redirects to /login", async ({ page }) => {
  await page.goto("/collections");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in to Quarry" })).toBeVisible();
});

test("a wrong password is refused with a message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("signing out returns to /login and locks the app again", async ({ page }) => {
  await signIn(page, DEMO);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

test("on a narrow screen the navigation sits behind a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, DEMO);
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveCount(5);
  await nav.getByRole("link", { name: "Dashboards" }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
