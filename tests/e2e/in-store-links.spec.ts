// The game page's choices and the footer's links are plain anchors with one click handler per row
// (app/lib/in-store-links.ts): they must move inside the store as Remix's own links do, and leave
// the browser's ways of opening a link elsewhere alone.
import type { Page } from "@playwright/test";
import { openWarcraft, pageScriptReady, takenOver } from "./support/shopping";
import { expect, test } from "./support/test";

/** Marks the loaded document: a full reload of the page would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-same", "1"));
const sameDocument = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-same", "1");

test("choices and footer links move inside the store, choices keeping the scroll; a Ctrl-click opens a tab and leaves the page be", async ({
  page,
  context,
}) => {
  await openWarcraft(page);
  await pageScriptReady(page);
  await markDocument(page);

  // A choice on the page: the same document, the reader's place kept.
  const items = page.getByRole("link", { name: "Items", exact: true });
  // The tabs are the page's purchase part, whose code comes after the first load: until it has
  // taken them over they are plain links, which load the next page, as they should.
  await takenOver(items);
  await items.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await items.click();
  await expect(page).toHaveURL(/type=items/);
  await expect(page.getByTestId("item-grid").getByRole("listitem").first()).toBeVisible();
  await sameDocument(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.getByRole("radio", { name: "Gallywix", exact: true }).click();
  await expect(page).toHaveURL(/server=Gallywix/);
  await sameDocument(page);

  // Another page from the footer: the same document, at the top of the new page.
  const footer = page.getByRole("navigation", { name: "Links" });
  await footer.getByRole("link", { name: "Games", exact: true }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole("heading", { level: 1, name: "Games" })).toBeVisible();
  await sameDocument(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Back returns to the choices made.
  await page.goBack();
  await expect(page).toHaveURL(/server=Gallywix/);

  // Ctrl (⌘ on a Mac) opens the link in a new tab, as on any site; this page stays where it is.
  const opened = context.waitForEvent("page");
  await footer.getByRole("link", { name: "About", exact: true }).click({ modifiers: ["ControlOrMeta"] });
  await expect((await opened).waitForURL(/\/sobre$/)).resolves.toBeUndefined();
  await expect(page).toHaveURL(/server=Gallywix/);
  await sameDocument(page);
});
