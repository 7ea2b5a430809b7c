// Issue 47, on the slow phone before the page's code has come: "Comprar" on the items tab with no
// nickname. The browser's own check stops the post and points at the nickname, which must then be in
// view below the sticky header (not under it), with the store's own message beside it, not only
// the browser's bubble.
import { expect, test } from "./support/accounts";
import { PHONE_ONLY } from "./support/projects";
import { chooseLanguage, holdBackChunk, signedInShopper } from "./support/shopping";
import { slowPhone } from "./support/slow-phone";

test(
  "Comprar without a nickname before the code came shows the nickname below the header, with its message",
  PHONE_ONLY,
  async ({ page, baseURL }) => {
    test.slow();
    await signedInShopper(page, baseURL, "nickname-before-code");
    await chooseLanguage(page, baseURL, "pt");
    const [game]: Array<{ id: number }> = await (await page.request.get("/api/games?search=warcraft")).json();
    // The purchase area's code stays away for the whole test: this is the page before it comes.
    await holdBackChunk(page, "game-purchase");
    await slowPhone(page);
    await page.goto(`/game/${game?.id}?type=items`, { waitUntil: "domcontentloaded" });

    const buy = page.getByTestId("item-grid").getByRole("button", { name: "Comprar" }).nth(5);
    await buy.scrollIntoViewIfNeeded();
    await buy.click();

    const nickname = page.getByLabel("Nickname / tag");
    await expect(nickname).toBeFocused();
    const headerBottom = await page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().bottom);
    const field = await nickname.evaluate((input) => input.getBoundingClientRect().toJSON() as DOMRect);
    expect(field.top).toBeGreaterThanOrEqual(headerBottom);
    expect(field.bottom).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    await expect(page.getByTestId("nickname-required")).toHaveText(
      "Por favor, informe seu nickname antes de adicionar ao carrinho.",
    );
    await expect(page.getByTestId("nickname-required")).toBeInViewport();
    // Nothing was posted: the cart is as it was.
    expect(await (await page.request.get("/api/cart")).json()).toEqual([]);
  },
);
