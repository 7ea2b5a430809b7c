// Small screens (the 360 px phone project) and the desktop, in both languages: the sticky header
// folds away while scrolling down on a phone, the game page's sale-type tabs stay one row that
// scrolls sideways, the item grids fill their rows, and the floating chat button never covers a
// control (on a desktop it is always wholly in view, in a margin of its own).
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/accounts";
import { PHONE, PHONE_ONLY } from "./support/projects";
import {
  addFirstWarcraftItem,
  chooseLanguage,
  openWarcraft,
  openWarcraftItems,
  signedInShopper,
} from "./support/shopping";

const expect = baseExpect.configure({ timeout: 15_000 });

/** Scrolls the page by `delta` pixels in small steps, as a finger or a wheel does. */
async function scrollBy(page: Page, delta: number) {
  const steps = 6;
  for (let step = 0; step < steps; step += 1) {
    await page.evaluate((by) => window.scrollBy(0, by), delta / steps);
    await page.waitForTimeout(50);
  }
}

const headerHeight = (page: Page) =>
  page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().height);

/** Visible controls whose box overlaps the part of the chat button that shows on the screen. */
function controlsUnderChatButton(page: Page) {
  return page.evaluate(() => {
    const launcher = document.querySelector(".chat-launcher")?.getBoundingClientRect();
    if (!launcher) return ["no chat button"];
    const shown = {
      left: Math.max(launcher.left, 0),
      right: Math.min(launcher.right, document.documentElement.clientWidth),
      top: Math.max(launcher.top, 0),
      bottom: Math.min(launcher.bottom, window.innerHeight),
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "main a[href], main button, main input:not([type=hidden]), main select, main textarea, footer a[href]",
    );
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return box.left < shown.right && box.right > shown.left && box.top < shown.bottom && box.bottom > shown.top;
      })
      .map((control) => control.textContent?.trim() || control.getAttribute("aria-label") || control.tagName);
  });
}

/** Every `step` pixels from the top to the end of the page, what the chat button covers. */
async function coveredWhileScrolling(page: Page, step: number) {
  const covered: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= height + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, height));
    // The button moves after the next frame and a short slide.
    await page.waitForTimeout(350);
    covered.push(...(await controlsUnderChatButton(page)).map((name) => `${name} at ${y}`));
  }
  return covered;
}

test(
  "on a phone the header folds away while scrolling down and comes back on the way up; the page never jumps",
  PHONE,
  async ({ page }, testInfo) => {
    await openWarcraftItems(page);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const full = await headerHeight(page);
    // The page's other parts may still be drawing once the first item shows (a flaky run found the
    // page 20 px taller after the fold): its height is taken once it has stopped changing.
    let pageHeight = -1;
    await expect
      .poll(
        async () => {
          const before = pageHeight;
          pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
          return pageHeight === before;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const grid = page.getByTestId("item-grid");
    await scrollBy(page, 700);
    const gridTop = await grid.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

    if (testInfo.project.name === "phone") {
      // Full, it takes about a fifth of the phone's screen; folded, the logo, cart and account bar.
      expect(full).toBeGreaterThan(viewport.height / 6);
      await expect.poll(() => headerHeight(page)).toBeLessThan(viewport.height / 10);
      await expect(page.getByRole("link", { name: /^Cart/ })).toBeInViewport();
    } else {
      await page.waitForTimeout(300);
      expect(await headerHeight(page)).toBe(full);
    }
    // Folding changes nothing below the header: same page height, same place for the content.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
    expect(await grid.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(gridTop);

    await scrollBy(page, -120);
    await expect.poll(() => headerHeight(page)).toBe(full);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeInViewport();
  },
);

/** The pages a signed-in shopper reaches, each of which must fit the screen without sideways scrolling. */
const SHOPPER_PAGES = [
  "/",
  "/games",
  "/cart",
  "/checkout",
  "/orders",
  "/settings",
  "/settings?section=security",
  "/settings?section=data",
  "/policies/terms",
  "/policies/refunds",
  "/policies/privacy",
  "/contato",
  "/sobre",
];

test(
  "every page a shopper opens fits the screen: only rows made to scroll scroll sideways (pt)",
  PHONE,
  async ({ page, baseURL }) => {
    test.slow();
    await signedInShopper(page, baseURL, "fits");
    await chooseLanguage(page, baseURL, "pt");
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    for (const path of SHOPPER_PAGES) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(viewport.width);
    }
  },
);

// English on the desktop, Portuguese (its longer words) on the phone.
for (const language of ["en", "pt"] as const) {
  const project = language === "pt" ? PHONE_ONLY : {};
  test(`the sale-type tabs stay one row that scrolls sideways (${language})`, project, async ({ page, baseURL }) => {
    await openWarcraftItems(page);
    await chooseLanguage(page, baseURL, language);
    await page.reload();
    const tabs = page.locator(".tabs .tab");
    await expect(tabs.first()).toBeVisible();
    const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size).toBe(1);
    // The row scrolls, not the page.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expect(page.locator('.tabs .tab[aria-current="true"]')).toBeInViewport({ ratio: 1 });
  });

  test(
    `the chat button never covers a control, scrolling through a page or reached with the keyboard (${language})`,
    project,
    async ({ page, baseURL }) => {
      test.slow();
      await signedInShopper(page, baseURL, `chat-${language}`);
      await addFirstWarcraftItem(page, "Thrall");
      const gamePage = page.url();
      await chooseLanguage(page, baseURL, language);
      for (const path of ["/", "/games", "/cart", "/checkout", gamePage]) {
        await page.goto(path);
        await expect(page.locator(".chat-launcher")).toBeVisible();
        expect(await coveredWhileScrolling(page, 240), path).toEqual([]);
      }

      // From the top of a long page, the keyboard walks the game's items: each focused control is clear.
      await page.goto(gamePage);
      await page.getByTestId("item-grid").getByRole("button").first().focus();
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const focused = document.activeElement?.getBoundingClientRect();
          const launcher = document.querySelector(".chat-launcher")?.getBoundingClientRect();
          if (!focused || !launcher) return false;
          return (
            focused.left < launcher.right &&
            focused.right > launcher.left &&
            focused.top < launcher.bottom &&
            focused.bottom > launcher.top
          );
        });
        expect(covered).toBe(false);
      }
    },
  );
}

test(
  "the sale-type tabs show every label whole, or fade where the row goes on, and the keyboard reaches each",
  PHONE,
  async ({ page, baseURL }) => {
    for (const language of ["en", "pt"] as const) {
      await chooseLanguage(page, baseURL, language);
      // A game with every sale type: four tabs, wider together than a 360 px phone.
      await page.goto("/game/5");
      await page.waitForLoadState("networkidle");
      const row = page.locator(".tabs");
      const tabs = row.locator(".tab");
      await expect(tabs).toHaveCount(4);
      const look = () =>
        row.evaluate((list) => {
          const box = list.getBoundingClientRect();
          const style = getComputedStyle(list);
          const cut = [...list.querySelectorAll(".tab")].flatMap((tab) => {
            const { left, right } = tab.getBoundingClientRect();
            return left < box.left - 0.5 || right > box.right + 0.5 ? [tab.textContent ?? ""] : [];
          });
          return {
            overflows: list.scrollWidth > list.clientWidth,
            atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
            cut,
            fadeEnd: Number.parseFloat(style.getPropertyValue("--tabs-fade-end")) || 0,
            masked: style.maskImage !== "none" && style.maskImage !== "",
          };
        });
      const first = await look();
      // A label cut by the row's edge is only ever one the row visibly goes on to.
      if (first.cut.length > 0) {
        expect(first.overflows, language).toBe(true);
        expect(first.masked, language).toBe(true);
        if (!first.atEnd) expect(first.fadeEnd, `${language}: the right edge fades`).toBeGreaterThan(8);
      }
      // Each tab is a Tab stop, and the focused one is in the row's view, whole.
      await tabs.first().focus();
      for (let index = 0; index < 4; index += 1) {
        const tab = tabs.nth(index);
        if (index > 0) await page.keyboard.press("Tab");
        await expect(tab).toBeFocused();
        // Whole, give or take a fraction of a pixel of rounding.
        await expect(tab).toBeInViewport({ ratio: 0.98 });
        const { cut } = await look();
        expect(cut, language).not.toContain(await tab.textContent());
      }
      // Scrolled to its end, the row no longer fades its right edge.
      await row.evaluate((list) => {
        list.scrollLeft = list.scrollWidth;
      });
      const last = await look();
      if (last.overflows) expect(last.fadeEnd).toBeLessThan(1);
    }
  },
);

/** How many cards each row of the game page's grid holds, top to bottom. */
function cardsPerRow(page: Page) {
  return page
    .getByTestId("item-grid")
    .getByRole("listitem")
    .evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    });
}

test("a full page of carry runs (8) or items (15) fills every row of its grid", PHONE, async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  if (!phone) await page.setViewportSize({ width: 1280, height: 900 });
  await openWarcraft(page);
  await page.getByRole("link", { name: "Carry runs", exact: true }).click();
  await expect(page).toHaveURL(/type=carryrun/);
  await expect(page.getByTestId("item-grid").getByRole("listitem")).toHaveCount(8);
  // Four across on the desktop, two on the phone: never five and then three. Polled: the grid's
  // stylesheet may still be on its way when the cards are there.
  await expect.poll(() => cardsPerRow(page)).toEqual(phone ? [2, 2, 2, 2] : [4, 4]);

  await page.getByRole("link", { name: "Items", exact: true }).click();
  await expect(page).toHaveURL(/type=items/);
  await expect(page.getByTestId("item-grid").getByRole("listitem")).toHaveCount(15);
  if (!phone) await expect.poll(() => cardsPerRow(page)).toEqual([5, 5, 5]);
});

// A phone has no side margin (there the button steps aside): the phone project leaves this one out.
test("on a 1280 × 900 desktop the chat button is wholly in view on the home page and the games page, over no control", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/", "/games"]) {
    await page.goto(path);
    const launcher = page.locator(".chat-launcher");
    await expect(launcher).toBeVisible();
    // Not slid aside, nor waiting for the pointer: all of it shows, and a click reaches it.
    await page.waitForTimeout(400);
    await expect(launcher).not.toHaveClass(/chat-launcher--aside/);
    await expect(launcher).toBeInViewport({ ratio: 1 });
    expect(await coveredWhileScrolling(page, 300), path).toEqual([]);
    await expect(launcher).not.toHaveClass(/chat-launcher--aside/);
  }
  await page.locator(".chat-launcher").click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
