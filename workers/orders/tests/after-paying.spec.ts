// After paying, in a real browser, on the desktop and the 360 px phone, in both languages: one
// success page at the top whose headline follows the order's real status (with its progress while
// the payment is confirmed), naming the order, what was bought, for whom and the delivery; a retry
// pays the same pending order ("pay now", another method from the payment step); Finalize keeps
// the focus. The card form asks for numbers, shapes them as typed and keeps its labels on one line.
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import {
  addFirstWarcraftItem,
  chooseLanguage,
  pageScriptReady,
  signedInShopper,
} from "../../../tests/e2e/support/shopping";

const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  en: {
    finalize: "Complete purchase",
    credit: "Credit card",
    debit: "Debit card",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    pay: /^Pay R\$/,
    approved: "Payment approved!",
    waiting: "Waiting for the payment confirmation",
    notPaid: "Not paid",
    backToCart: "Back to cart",
    delivery: "Delivered within 24 hours of the payment confirmation.",
    order: (id: string) => `Order #${id}`,
    changeMethod: "Change payment method",
    notCompleted: "Payment Cancelled",
    cancelOrder: "Cancel the order",
    payNow: (id: string) => `Pay now for order #${id}`,
    emptyCart: "Your cart is empty: there is nothing to pay for here.",
  },
  pt: {
    finalize: "Finalizar compra",
    credit: "Cartão de crédito",
    debit: "Cartão de débito",
    cardNumber: "Número do cartão",
    expiry: "Validade (MM/AA)",
    cvc: "CVC",
    pay: /^Pagar R\$/,
    approved: "Pagamento Aprovado!",
    waiting: "Aguardando a confirmação do pagamento",
    notPaid: "Não pago",
    backToCart: "Voltar ao carrinho",
    delivery: "Entrega em até 24 horas após a confirmação do pagamento.",
    order: (id: string) => `Pedido #${id}`,
    changeMethod: "Trocar forma de pagamento",
    notCompleted: "Pagamento Cancelado",
    cancelOrder: "Cancelar o pedido",
    payNow: (id: string) => `Pagar agora o pedido #${id}`,
    emptyCart: "Seu carrinho está vazio: não há nada para pagar aqui.",
  },
} as const;

async function payByCard(page: Page, words: (typeof texts)[keyof typeof texts]) {
  const cardNumber = page.getByLabel(words.cardNumber);
  await cardNumber.fill("4242 4242 4242 4242");
  await page.getByLabel(words.expiry).fill("12/34");
  await page.getByLabel(words.cvc).fill("123");
  await page.getByRole("button", { name: words.pay }).click();
}

/** A signed-in shopper in `language` with one item in the cart finalizes the checkout by `method`. */
async function checkedOutBy(
  page: Page,
  baseURL: string | undefined,
  label: string,
  language: "en" | "pt",
  method: "credit" | "debit",
) {
  const words = texts[language];
  await signedInShopper(page, baseURL, label);
  await addFirstWarcraftItem(page, "Jaina");
  await chooseLanguage(page, baseURL, language);
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: words[method] }).check();
  await page.getByRole("button", { name: words.finalize }).click();
}

/**
 * A signed-in shopper in `language` with one item in the cart, checked out by debit card: on the
 * sandbox's payment page. Returns the payment session's id.
 */
async function onThePaymentPage(page: Page, baseURL: string | undefined, label: string, language: "en" | "pt") {
  await checkedOutBy(page, baseURL, label, language, "debit");
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** The newest order of the signed-in shopper, through the API. */
async function latestOrders(page: Page) {
  return (await (await page.request.get("/api/orders")).json()) as Array<{ id: number; status: string }>;
}

/** How many lines a field's label takes on the screen. */
const labelLines = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const label = input.labels?.[0];
    if (!label) return 0;
    const range = document.createRange();
    range.selectNodeContents(label);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });

const top = (field: Locator) => field.evaluate((input) => Math.round(input.getBoundingClientRect().top));

for (const language of ["en", "pt"] as const) {
  const words = texts[language];

  test.describe(`in ${language}`, () => {
    test(
      "a card payment lands at the top of one success page naming the order, what was bought and the delivery",
      PHONE,
      async ({ page, baseURL }) => {
        await signedInShopper(page, baseURL, `card-${language}`);
        await addFirstWarcraftItem(page, "Thrall");
        await chooseLanguage(page, baseURL, language);
        await page.goto("/checkout");
        await pageScriptReady(page);
        // Reais start on Pix (decision 048).
        await page.getByRole("radio", { name: words.credit }).check();
        const finalize = page.getByRole("button", { name: words.finalize });
        await finalize.focus();
        await page.keyboard.press("Enter");
        // The card form replaces the button that was used: the focus moves on to its first field.
        await expect(page.getByLabel(words.cardNumber)).toBeFocused();
        // The shopper is at the bottom of the page when paying (the phone's case).
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await payByCard(page, words);

        await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_test_sbx_/);
        // A key keeps the shopper here (a card payment's page goes home after 3 s otherwise).
        await page.keyboard.press("Shift");
        const headline = page.getByRole("heading", { level: 1, name: words.approved });
        await expect(headline).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const [order] = await latestOrders(page);
        const orderLink = page.getByTestId("checkout-order");
        await expect(orderLink).toHaveText(words.order(String(order?.id)));
        await expect(orderLink).toHaveAttribute("href", `/orders/${order?.id}`);
        const bought = page.locator(".checkout-result__bought");
        await expect(bought).toContainText("Invincible's Reins");
        await expect(bought).toContainText("Thrall");
        await expect(bought).toContainText("Azralon");
        await expect(page.getByText(words.delivery)).toBeVisible();
        await expect(page.getByTestId("checkout-session")).toHaveText(/^cs_test_sbx_\w{12}$/);
        await expect(page.getByTestId("cart-badge")).toBeHidden();
      },
    );

    test("while the payment is confirmed the page shows its progress, then updates itself and the badge", async ({
      page,
      baseURL,
    }) => {
      const sessionId = await onThePaymentPage(page, baseURL, `wait-${language}`, language);

      // Back from the payment page before the payment was confirmed: the truth is "waiting".
      await page.goto(`/checkout-success?session_id=${sessionId}`);
      await expect(page.getByRole("heading", { level: 1, name: words.waiting })).toBeVisible();
      await expect(page.locator(".checkout-result__head .spinner")).toBeVisible();
      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      const paid = await page.request.post(`/api/sandbox/sessions/${sessionId}/pay`, {
        data: {},
        headers: { Origin: baseURL ?? "" },
      });
      expect(paid.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: words.approved })).toBeVisible();
      await expect(page.locator(".checkout-result__head .spinner")).toBeHidden();
      await expect(page.getByTestId("cart-badge")).toBeHidden();
    });

    test("going back from the payment page keeps the order payable: pay now, change the method, pay the same order", async ({
      page,
      baseURL,
    }) => {
      await onThePaymentPage(page, baseURL, `paynow-${language}`, language);
      await page.getByRole("link", { name: language === "en" ? "Cancel" : "Cancelar" }).click();
      await expect(page.getByRole("heading", { name: words.notCompleted })).toBeVisible();
      const [order] = await latestOrders(page);
      expect(order?.status).toBe("pendente");
      const id = String(order?.id);

      await page.goto("/orders");
      await pageScriptReady(page);
      await page.getByRole("link", { name: words.payNow(id) }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${id}#pay$`));
      await page.getByRole("radio", { name: words.credit }).check();
      await page.getByRole("button", { name: words.finalize }).click();
      await expect(page.getByLabel(words.cardNumber)).toBeFocused();
      // Another method, from the payment step: back to the methods, the focus on Finalize again.
      await page.getByRole("button", { name: words.changeMethod }).click();
      const finalize = page.getByRole("button", { name: words.finalize });
      await expect(finalize).toBeFocused();
      await page.getByRole("radio", { name: words.debit }).check();
      await finalize.click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      await page.getByRole("button", { name: language === "en" ? "Pay" : "Pagar" }).click();

      await expect(page.getByRole("heading", { level: 1, name: words.approved })).toBeVisible();
      await page.keyboard.press("Shift");
      await expect(page.getByTestId("checkout-order")).toHaveText(words.order(id));
      // One order, paid: no trail of cancelled attempts.
      expect((await latestOrders(page)).map((row) => [String(row.id), row.status])).toEqual([[id, "processando"]]);
    });

    test("a cancelled order's success page says it was not paid and leads back to the cart", async ({
      page,
      baseURL,
    }) => {
      const sessionId = await onThePaymentPage(page, baseURL, `notpaid-${language}`, language);
      await page.getByRole("link", { name: language === "en" ? "Cancel" : "Cancelar" }).click();
      await page.getByRole("button", { name: words.cancelOrder }).click();
      await expect.poll(async () => (await latestOrders(page))[0]?.status).toBe("cancelado");

      await page.goto(`/checkout-success?session_id=${sessionId}`);
      await expect(page.getByRole("heading", { level: 1, name: words.notPaid })).toBeVisible();
      await pageScriptReady(page);
      await expect(page.getByRole("heading", { name: words.approved })).toHaveCount(0);
      await page.getByRole("link", { name: words.backToCart }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    test("a cart emptied elsewhere: Finalize gives way to the empty checkout, which takes the focus", async ({
      page,
      baseURL,
    }) => {
      await signedInShopper(page, baseURL, `focus-${language}`);
      await addFirstWarcraftItem(page, "Anduin");
      await chooseLanguage(page, baseURL, language);
      await page.goto("/checkout");
      await pageScriptReady(page);
      // The cart is emptied elsewhere (another tab) before Finalize.
      const cleared = await page.request.post("/api/cart/clear", { data: {}, headers: { Origin: baseURL ?? "" } });
      expect(cleared.ok()).toBe(true);
      const finalize = page.getByRole("button", { name: words.finalize });
      await finalize.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(words.emptyCart)).toBeVisible();
      await expect(finalize).toHaveCount(0);
      await expect(page.getByTestId("checkout-empty")).toBeFocused();
    });

    test(
      "the card form asks for numbers, shapes them as typed and pays with them",
      PHONE,
      async ({ page, baseURL }) => {
        await checkedOutBy(page, baseURL, `card-form-${language}`, language, "credit");

        const cardNumber = page.getByLabel(words.cardNumber);
        const expiry = page.getByLabel(words.expiry);
        const cvc = page.getByLabel(words.cvc);
        await expect(cardNumber).toBeFocused();
        for (const [field, autofill] of [
          [cardNumber, "cc-number"],
          [expiry, "cc-exp"],
          [cvc, "cc-csc"],
        ] as const) {
          await expect(field).toHaveAttribute("inputmode", "numeric");
          await expect(field).toHaveAttribute("autocomplete", autofill);
        }

        // Expiry and CVC side by side, each label on one line, their boxes level.
        expect(await labelLines(expiry)).toBe(1);
        expect(await labelLines(cvc)).toBe(1);
        expect(await top(expiry)).toBe(await top(cvc));

        await cardNumber.pressSequentially("4242424242424242");
        await expect(cardNumber).toHaveValue("4242 4242 4242 4242");
        await expiry.pressSequentially("1234");
        await expect(expiry).toHaveValue("12/34");
        // Deleting back over the slash leaves the month alone.
        await expiry.press("Backspace");
        await expiry.press("Backspace");
        await expect(expiry).toHaveValue("12");
        await expiry.pressSequentially("34");
        await expect(expiry).toHaveValue("12/34");
        await cvc.pressSequentially("123");

        await page.getByRole("button", { name: words.pay }).click();
        await expect(page).toHaveURL(/\/checkout-success\?session_id=/);
        await expect(page.getByRole("heading", { level: 1, name: words.approved })).toBeVisible();
      },
    );
  });
}
