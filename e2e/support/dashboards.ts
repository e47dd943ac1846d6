import { expect, type Locator, type Page } from "@playwright/test";

type Layout = { x: number; y: number; w: number; h: number };
type Widget = { id: string; layout: Layout; chart: { title: string; type: string } };

/** The stored widgets of a dashboard, read through the API with the page's session. */
export async function dashboardWidgets(page: Page, id: string): Promise<Widget[]> {
  const response = await page.request.get(`/api/v1/analytics/dashboards/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).dashboard.widgets;
}

/** Drags an element with the mouse, in small steps so the grid library sees a real drag. */
export async function dragBy(page: Page, target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("The drag handle is not visible.");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 5, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 20 });
  await page.mouse.up();
}
