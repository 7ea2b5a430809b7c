// One press, one effect (issue 46, decision 042): on the slow phone, two taps 120 ms apart on a buy
// button add once, whether the page's code had come (the button ignores the second tap) or not yet
// (the browser posts the form twice, with the one key the server rendered into it, and the server
// adds once). The cart is read from the API afterwards: what the shopper would find in it.
import type { Locator, Page } from "@playwright/test";
import { signIn } from "../../../tests/e2e/support/accounts";
import { PHONE_ONLY } from "../../../tests/e2e/support/projects";
import { holdBackChunk, paidWarcraftOrder, signedInShopper, takenOver } from "../../../tests/e2e/support/shopping";
import { slowPhone } from "../../../tests/e2e/support/slow-phone";
import { expect, test } from "../../../tests/e2e/support/test";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

const DOUBLE_TAP_GAP_MS = 120;

test.use({ locale: "pt-BR" });

async function gameId(page: Page, search: string): Promise<number> {
  const [game]: Array<{ id: number }> = await (await page.request.get(`/api/games?search=${search}`)).json();
  if (!game) throw new Error(`no game for ${search}`);
  return game.id;
}

/** Two taps on the button's middle, 120 ms apart, as a thumb does (no waiting for the button in between). */
async function doubleTap(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(DOUBLE_TAP_GAP_MS);
  await page.touchscreen.tap(x, y);
}

/**
 * Notes, in the page's sessionStorage (kept across the page a posted form comes back with), whether a
 * button matching `selector` ever showed itself busy and unpressable: the state lasts only until the
 * answer comes, so it is caught as it happens rather than looked for afterwards.
 */
async function watchPressedState(page: Page, selector: string) {
  await page.evaluate((watched) => {
    sessionStorage.removeItem("pressed-state");
    new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (!(target instanceof HTMLElement) || !target.matches(watched)) continue;
        if (target.getAttribute("aria-busy") === "true" && target.getAttribute("aria-disabled") === "true")
          sessionStorage.setItem("pressed-state", "busy");
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-busy", "aria-disabled"] });
  }, selector);
}

const pressedStateSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem("pressed-state"));

/** What the cart holds: each line's coin offer or item and its quantity. */
async function cartLines(page: Page) {
  const lines: Array<{ coin_id: number | null; item_id: number | null; quantidade: number }> = await (
    await page.request.get("/api/cart")
  ).json();
  return lines.map((line) => ({ entry: line.coin_id ?? line.item_id, quantity: line.quantidade }));
}

// Found by what they send, not by their words: "Adicionar ao carrinho" becomes "Adicionando…" when tapped.
const controls = [
  {
    name: "a coin pack's",
    label: "Adicionar ao carrinho",
    added: "Adicionado!",
    game: "tibia",
    path: "",
    button: "button[name=coin_id]",
  },
  {
    name: "an item's",
    label: "Comprar",
    added: "Comprado!",
    game: "warcraft",
    path: "?type=items",
    button: "button[name=item_id]",
  },
];

test.describe("a double tap on the slow phone adds once", PHONE_ONLY, () => {
  test("two presses of Adicionar ao carrinho within one frame (Enter held down) add once", async ({
    page,
    baseURL,
  }) => {
    await signedInShopper(page, baseURL, "double-press");
    await slowPhone(page);
    await page.goto(`/game/${await gameId(page, "tibia")}`);
    const button = page.locator("button[name=coin_id]");
    await takenOver(button);
    await page.getByLabel("Nickname / tag").fill("Thrall");
    // Both presses reach the page before it draws again, as a repeating key's do on a slow phone.
    await button.evaluate((pressed: HTMLButtonElement) => {
      pressed.click();
      pressed.click();
    });
    await expect(button).toHaveText("Adicionado!");
    expect((await cartLines(page)).map((line) => line.quantity)).toEqual([1]);
  });

  for (const control of controls) {
    test(`${control.name} ${control.label}, once the page's code has come`, async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "double-tap");
      await slowPhone(page);
      await page.goto(`/game/${await gameId(page, control.game)}${control.path}`);
      const button = page.locator(control.button).first();
      await expect(button).toHaveText(control.label);
      await takenOver(button);
      await page.getByLabel("Nickname / tag").fill("Thrall");
      await watchPressedState(page, control.button);
      await doubleTap(page, button);
      await expect(button).toHaveText(control.added);
      // The first tap showed that the button was working, and it took no second press meanwhile.
      expect(await pressedStateSeen(page)).toBe("busy");
      expect((await cartLines(page)).map((line) => line.quantity)).toEqual([1]);
      // The page gave the form a fresh key: a deliberate press, later, adds again.
      await expect(button).toHaveText(control.label);
      await button.tap();
      await expect(button).toHaveText(control.added);
      expect((await cartLines(page)).map((line) => line.quantity)).toEqual([2]);
    });

    test(`${control.name} ${control.label}, before the page's code came`, async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "double-tap-early");
      await slowPhone(page);
      const release = await holdBackChunk(page, "game-purchase");
      await page.goto(`/game/${await gameId(page, control.game)}${control.path}`);
      const button = page.locator(control.button).first();
      await page.getByLabel("Nickname / tag").fill("Thrall");
      await watchPressedState(page, control.button);
      await doubleTap(page, button);
      // The browser posted the form itself; the page comes back with the store's confirmation.
      await expect(page.getByRole("status").filter({ hasText: "Adicionado ao seu carrinho." })).toBeVisible({
        timeout: 15_000,
      });
      // Pressed, the button said so at once (the page's inline script, before any of its code).
      expect(await pressedStateSeen(page)).toBe("busy");
      await release();
      const lines = await cartLines(page);
      expect(lines.map((line) => line.quantity)).toEqual([1]);
    });
  }
});

test.describe("a double tap on the slow phone publishes one review", PHONE_ONLY, () => {
  test("Publicar avaliação tapped twice before the order page's code came", async ({ page, browser, baseURL }) => {
    await signedInShopper(page, baseURL, "double-tap-review");
    const orderId = await paidWarcraftOrder(page.request, baseURL);
    // Delivered by the store's staff, as the admin page's form does it.
    const admin = await browser.newContext({ baseURL });
    await signIn(admin.request, baseURL, demoAccounts.admin);
    const delivered = await admin.request.post(`/admin/orders/${orderId}`, {
      form: { intent: "status", to: "concluído", note: "", confirmed: "yes" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(delivered.status()).toBe(200);
    await admin.close();

    await slowPhone(page);
    const release = await holdBackChunk(page, "order-page-content");
    await page.goto(`/orders/${orderId}`);
    const reviews = page.getByTestId("order-reviews");
    const text = `Rápido ${Date.now().toString(36)}`;
    await reviews.getByLabel("5 estrelas", { exact: true }).check();
    await reviews.getByLabel("O que você diria a outros gamers? (opcional)").fill(text);
    const publish = reviews.getByRole("button", { name: "Publicar avaliação" });
    await watchPressedState(page, ".order-review__form button[type=submit]");
    await doubleTap(page, publish);
    // The browser posted the form itself; the page comes back saying it was published, not refused.
    await expect(page.getByText("Obrigado! Sua avaliação foi publicada.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Você já avaliou este item.", { exact: false })).toHaveCount(0);
    expect(await pressedStateSeen(page)).toBe("busy");
    await release();
    // One review on the game's page (its first page lists the newest).
    const id = await gameId(page, "warcraft");
    const shown: Array<{ text: string }> = await (await page.request.get(`/api/games/${id}/reviews?page=1`)).json();
    expect(shown.filter((review) => review.text === text)).toHaveLength(1);
  });
});
