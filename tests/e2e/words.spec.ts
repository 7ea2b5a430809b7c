// Words, not codes, in both languages, on a desktop and a 360 px phone: a Portuguese game page
// reads Portuguese catalogue texts; the cart says what its price is per and when delivery comes;
// the shopper's order and the admin's dashboard and order page name methods, statuses and reasons.
import type { APIRequestContext } from "@playwright/test";
import demoAccounts from "../../workers/db/seed/demo-accounts.json" with { type: "json" };
import { expect, test } from "./support/accounts";
import { signedInShopper } from "./support/shopping";

interface ApiGame {
  id: number;
  servers: string[];
  items: Array<{ id: number; item_name: string }>;
}

async function warcraft(request: APIRequestContext): Promise<ApiGame> {
  const [found]: Array<{ id: number }> = await (await request.get("/api/games?name=warcraft")).json();
  return (await request.get(`/api/games/${found?.id}`)).json();
}

const words = {
  en: {
    locale: "en-US",
    description: "Gold, mounts and gear for every realm, plus boosting and raid carries.",
    mounts: "Mounts",
    coinDescription: "Delivered face to face or by in-game mail.",
    review: "Gold arrived in 5 minutes, great service!",
    each: /R\$\s?[\d.,]+ each/,
    promise: "Delivered within 24 hours of the payment confirmation.",
    cart: "Cart, 1 product",
    method: "Credit card",
    paid: "Payment confirmed",
    processing: "Processing",
    order: (id: number) => `Order #${id}`,
    waiting: /just placed|waiting \d+ minutes?/,
    adminMethod: /Method\s*:\s*Credit card/,
    history: "Pending → Processing · Payment confirmed",
  },
  pt: {
    locale: "pt-BR",
    description: "Gold, montarias e equipamentos para todos os reinos, além de boosting e carry de raides.",
    mounts: "Montarias",
    coinDescription: "Entregue pessoalmente ou pelo correio do jogo.",
    review: "O gold chegou em 5 minutos, ótimo atendimento!",
    each: /R\$\s?[\d.,]+ cada/,
    promise: "Entrega em até 24 horas após a confirmação do pagamento.",
    cart: "Carrinho, 1 produto",
    method: "Cartão de crédito",
    paid: "Pagamento confirmado",
    processing: "Processando",
    order: (id: number) => `Pedido #${id}`,
    waiting: /acabou de chegar|aguardando há \d+ minutos?/,
    adminMethod: /Método\s*:\s*Cartão de crédito/,
    history: "Pendente → Processando · Pagamento confirmado",
  },
} as const;

for (const [language, w] of Object.entries(words)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: w.locale });

    test("the game page and the home page read the catalogue in the page's language", async ({ page }) => {
      const game = await warcraft(page.request);
      await page.goto(`/game/${game.id}?type=items`);
      await expect(page.getByText(w.description)).toBeVisible();
      await page.getByRole("radio", { name: w.mounts, exact: true }).click();
      await expect(page).toHaveURL(/sub=Mounts/);
      await expect(page.getByRole("heading", { name: "Invincible's Reins" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Tier Set Head" })).toHaveCount(0);

      await page.goto(`/game/${game.id}`);
      await expect(page.getByText(w.coinDescription)).toBeVisible();

      await page.goto("/");
      const review = page.getByText(w.review);
      await review.scrollIntoViewIfNeeded();
      await expect(review).toBeVisible();
    });

    test("the cart, the shopper's order and the admin's pages say words, not codes", async ({
      page,
      browser,
      baseURL,
    }) => {
      const origin = { Origin: baseURL ?? "" };
      await signedInShopper(page, baseURL, `words-${language}`);
      const game = await warcraft(page.request);
      const item = game.items.find((entry) => entry.item_name === "Invincible's Reins");
      const added = await page.request.post("/api/cart", {
        data: {
          game_id: game.id,
          item_id: item?.id,
          tag: "Thrall",
          quantidade: 1,
          server: game.servers[0],
          plataforma_selecionada: "PC",
        },
        headers: origin,
      });
      expect(added.status(), await added.text()).toBeLessThan(300);

      await page.goto("/cart");
      await expect(page.getByTestId("line-unit-price")).toHaveText(w.each);
      await expect(page.getByTestId("delivery-promise")).toHaveText(w.promise);
      await expect(page.getByRole("link", { name: w.cart })).toBeVisible();

      const checkout = await page.request.post("/api/checkout", {
        data: { metodo_pagamento: "credit_card" },
        headers: origin,
      });
      const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
      const paid = await page.request.post(`/api/sandbox/sessions/${sessionId}/pay`, { data: {}, headers: origin });
      expect(paid.status()).toBeLessThan(300);

      await page.goto(`/orders/${orderId}`);
      await expect(page.getByText(w.method, { exact: true })).toBeVisible();
      await expect(page.getByText(w.paid)).toBeVisible();
      await expect(page.locator("main")).not.toContainText("credit_card");

      // The admin, in a browser of their own: the dashboard's waiting list and the order page.
      const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
      const adminContext = await browser.newContext({
        baseURL,
        locale: w.locale,
        viewport,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
      });
      const admin = await adminContext.newPage();
      const signedIn = await admin.request.post("/api/auth/login", {
        data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
        headers: origin,
      });
      expect(signedIn.status()).toBe(200);
      await admin.goto("/admin");
      // The dashboard lists the 20 longest-waiting orders (others of the run may come first): each
      // says how long it has waited in words.
      await expect(admin.getByRole("listitem").filter({ hasText: w.waiting }).first()).toBeVisible();
      await admin.goto(`/admin/orders/${orderId}`);
      await expect(admin.getByText(w.adminMethod)).toBeVisible();
      await expect(admin.getByText(w.history)).toBeVisible();
      await expect(admin.locator("main")).not.toContainText(/credit_card|checkout\.session|paid \(/);
      await adminContext.close();
    });
  });
}
