import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { dashboardWidgets, dragBy } from "./support/dashboards";

test("chat to dashboard: a chart, a moved widget, a password-protected public page", async ({ page, browser, context }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, DEMO);

  // A conversation on the demo collection, and a chart from an example question.
  await page.goto("/chat");
  await page.getByRole("button", { name: "New conversation" }).click();
  const start = page.getByRole("dialog", { name: "New conversation" });
  await start.getByLabel("Collection").selectOption("northwind-handbook");
  await start.getByLabel("Title").fill(`Handbook stats ${stamp}`);
  await start.getByRole("button", { name: "Start conversation" }).click();
  await expect(page).toHaveURL(/\/chat\?c=conv/);
  await expect(page.getByRole("heading", { name: `Handbook stats ${stamp}` })).toBeVisible();
  const createDashboard = page.getByRole("button", { name: "Create dashboard from this conversation" });
  await expect(createDashboard).toBeDisabled();

  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("documents per month");
  await message.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Thinking…" })).toBeVisible();
  const answer = page.getByRole("article", { name: "Assistant's answer" }).last();
  await expect(answer.locator("svg.recharts-surface")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("article", { name: "Your message" }).last()).toHaveText("documents per month");

  // The dashboard, and a widget dragged by its handle to the right half of the grid.
  await createDashboard.click();
  const create = page.getByRole("dialog", { name: "Create a dashboard" });
  const title = `Handbook dashboard ${stamp}`;
  await create.getByLabel("Title").fill(title);
  await create.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboards\/dash[^/]+$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("textbox", { name: "Dashboard title" })).toHaveValue(title);

  const [before] = await dashboardWidgets(page, id);
  expect(before.layout.x).toBe(0);
  const handle = page.getByRole("button", { name: /^Move “/ }).first();
  await expect(handle).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/analytics/dashboards/${id}`) && r.request().method() === "PATCH");
  await dragBy(page, handle, 560, 0);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect.poll(async () => (await dashboardWidgets(page, id))[0].layout.x).toBeGreaterThan(0);
  const [after] = await dashboardWidgets(page, id);
  expect(after.layout).toEqual({ ...before.layout, x: after.layout.x });

  // Publish with a password; the link is copied to the clipboard and shown in the dialog.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Publish dashboard" });
  await publish.getByLabel("Password").fill("open-sesame-42");
  await publish.getByRole("button", { name: "Publish", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share dashboard" });
  const publicUrl = await share.getByLabel("Public link").inputValue();
  expect(publicUrl).toMatch(/^http:\/\/localhost:\d+\/public\/dashboards\/[A-Za-z0-9]{22}$/);
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  await expect(share.getByRole("link", { name: "Open" })).toHaveAttribute("href", publicUrl);
  await share.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTitle("Public, with a password")).toBeVisible();

  // A visitor without a session: the lock screen, a wrong password, then the charts.
  const visitor = await browser.newContext();
  try {
    const viewer = await visitor.newPage();
    const missing = await viewer.goto(publicUrl.replace(/[A-Za-z0-9]{22}$/, "NoSuchDashboardSlug000"));
    expect(missing?.status()).toBe(404);
    await expect(viewer.getByRole("heading", { name: "This dashboard is not available" })).toBeVisible();

    await viewer.goto(publicUrl);
    await expect(viewer.getByRole("heading", { name: "This dashboard is protected" })).toBeVisible();
    await expect(viewer.getByText(title)).toHaveCount(0);
    await viewer.getByLabel("Password").fill("not-the-password");
    await viewer.getByRole("button", { name: "View dashboard" }).click();
    // Next's route announcer is an (empty) alert too: pick the form's.
    await expect(viewer.getByRole("alert").filter({ hasText: /password/ })).toHaveText("The password is not correct.");

    await viewer.getByLabel("Password").fill("open-sesame-42");
    await viewer.getByRole("button", { name: "View dashboard" }).click();
    await expect(viewer.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(viewer.locator("svg.recharts-surface").first()).toBeVisible();
    await expect(viewer.getByText(/^Last refreshed/)).toBeVisible();
    await viewer.waitForLoadState("networkidle");
    await viewer.screenshot({ path: testInfo.outputPath("public-dashboard.png"), fullPage: true });
  } finally {
    await visitor.close();
  }
});
