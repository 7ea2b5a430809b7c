// Pix and 3-D Secure in the local payment sandbox: real pages, real webhook code, no account anywhere.
import { expect as baseExpect, test } from "../../../tests/e2e/support/accounts";
import {
  addFirstWarcraftItem,
  holdBackChunk,
  pageScriptReady,
  signedInShopper,
  takenOver,
} from "../../../tests/e2e/support/shopping";

const expect = baseExpect.configure({ timeout: 15_000 });

async function openPixCode(page: import("@playwright/test").Page) {
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Pix" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page.getByRole("heading", { name: "Pay with Pix" })).toBeVisible();
}

test("Pix: the QR code, the code to copy and the time left; the page moves on by itself when the payment lands", async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInShopper(page, baseURL, "pix-pay");
  await addFirstWarcraftItem(page, "Thrall");
  await openPixCode(page);
  await expect(page.getByRole("img", { name: "Pix QR code" })).toBeVisible();
  const code = page.getByLabel("Pix copy-and-paste code");
  await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*540539\.90.*6304[0-9A-F]{4}$/);
  await expect(page.getByRole("timer")).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await page.getByRole("button", { name: "Copy code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Code copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

  // Marks this document: a reload would lose the mark, the page's own navigation keeps it.
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
  await page.getByRole("button", { name: "Simulate payment" }).click();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_test_sbx_pix_/);
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Processing");
  expect(await page.evaluate(() => "stillSamePage" in window)).toBe(true);
});

test("Pix: a failed payment says so, keeps the cart and gives a new code at one press", async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "pix-fail");
  await addFirstWarcraftItem(page, "Jaina");
  await page.goto("/checkout?lng=pt");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Pix" }).check();
  await page.getByRole("button", { name: "Finalizar compra" }).click();
  const failedCode = await page.getByLabel("Código Pix copia e cola").inputValue();
  await page.getByRole("button", { name: "Simular falha" }).click();
  await expect(page.getByRole("heading", { name: "O pagamento Pix não foi concluído" })).toBeFocused();
  await expect(page.getByText("Nada foi cobrado e seus itens continuam no carrinho.")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.getByRole("button", { name: "Gerar novo código Pix" }).click();
  await expect(page.getByRole("heading", { name: "Pagar com Pix" })).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByLabel("Código Pix copia e cola")).not.toHaveValue(failedCode);
});

async function payWith3dsCard(page: import("@playwright/test").Page) {
  await page.goto("/checkout");
  await pageScriptReady(page);
  // Reais start on Pix (decision 048).
  await page.getByRole("radio", { name: "Credit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await page.getByLabel("Card number").fill("4000 0027 6000 3184");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Confirm the payment with your bank" })).toBeFocused();
}

test("3-D Secure: the test card asks for the bank's check; completing it pays", async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "3ds-pass");
  await addFirstWarcraftItem(page, "Anduin");
  await payWith3dsCard(page);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Processing");
});

test("3-D Secure: a failed check leaves the order unpaid with a clear message, and another try pays", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "3ds-fail");
  await addFirstWarcraftItem(page, "Varian");
  await payWith3dsCard(page);
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Your bank could not confirm this payment, so nothing was charged/);
  expect((await (await page.request.get("/api/orders")).json())[0]?.status).toBe("pendente");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
});

test("Pix: when the time is up the code is shown as expired, the cart is kept and the shopper can get a new code or pay another way", async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await signedInShopper(page, baseURL, "pix-expiry");
  await addFirstWarcraftItem(page, "Tyrande");
  await openPixCode(page);
  await page.clock.fastForward("30:01");
  await expect(page.getByRole("heading", { name: "This Pix code expired" })).toBeFocused();
  await expect(page.getByText("Nothing was charged and your items are still in your cart.")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await expect(page.getByRole("button", { name: "Get a new Pix code" })).toBeVisible();
  // Back to the payment step (the browser's clock runs 30 minutes ahead here, so no new code is asked for).
  await page.getByRole("button", { name: "Change payment method" }).click();
  await expect(page.getByRole("button", { name: "Complete purchase" })).toBeFocused();
  await expect(page.getByRole("radio", { name: "Pix" })).toBeChecked();
});

test("Pix chosen and finalized before the checkout's code came: the server shows the code, its buttons wait for the code, and changing the method keeps Pix", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "pix-early");
  await addFirstWarcraftItem(page, "Malfurion");
  const release = await holdBackChunk(page, "checkout-content");
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Pix" }).check();
  // Before its code the checkout is the store without JavaScript: the server answers with the Pix code.
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page.getByRole("heading", { name: "Pay with Pix" })).toBeVisible();
  await expect(page.getByLabel("Pix copy-and-paste code")).toHaveValue(/^000201/);
  // Copying and the sandbox's answers need the page's code: until it comes they say they wait.
  await expect(page.getByRole("button", { name: "Copy code" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Simulate failure" })).toBeDisabled();
  await release();
  await takenOver(page.getByRole("button", { name: "Copy code" }));
  await page.getByRole("button", { name: "Simulate failure" }).click();
  await expect(page.getByRole("heading", { name: "The Pix payment did not go through" })).toBeFocused();
  await page.getByRole("button", { name: "Change payment method" }).click();
  await expect(page.getByRole("radio", { name: "Pix" })).toBeChecked();
});

/** The Pix panel's code, as the shopper reads it to copy. */
const pixCodeOf = (page: import("@playwright/test").Page) => page.getByLabel("Pix copy-and-paste code");

/** The page moved on to the paid order on its own (the Pix panel's watch, no reload). */
async function movedOnToPaid(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_test_sbx_pix_/);
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
}

test("Pix in two tabs: the second tab and a reload show the same code, the first keeps it valid, and paying it moves both on", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "pix-tabs");
  await addFirstWarcraftItem(page, "Thrall");
  await openPixCode(page);
  const code = await pixCodeOf(page).inputValue();
  // A second tab on the checkout shows the live code at once; finalizing Pix again there shows it too.
  const second = await page.context().newPage();
  await second.goto("/checkout");
  await expect(pixCodeOf(second)).toHaveValue(code);
  await takenOver(second.getByRole("button", { name: "Change payment method" }));
  await second.getByRole("button", { name: "Change payment method" }).click();
  await expect(second.getByRole("radio", { name: "Pix" })).toBeChecked();
  await second.getByRole("button", { name: "Complete purchase" }).click();
  await expect(pixCodeOf(second)).toHaveValue(code);
  // The first tab's next look at its payment, after the second Finalize: still its code, still payable.
  await page.waitForResponse((response) => response.url().includes("/api/checkout/sessions/"));
  await expect(pixCodeOf(page)).toHaveValue(code);
  await expect(page.getByText("Waiting for your payment.")).toBeVisible();
  // A reload shows the live code at once, without asking for it again.
  await second.reload();
  await expect(pixCodeOf(second)).toHaveValue(code);
  await takenOver(second.getByRole("button", { name: "Copy code" }));
  await page.getByRole("button", { name: "Simulate payment" }).click();
  await movedOnToPaid(page);
  await movedOnToPaid(second);
});

test("Pix in two tabs: a code replaced after the cart changed says so, and its button gives the live code, which pays", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "pix-replaced");
  await addFirstWarcraftItem(page, "Jaina");
  await openPixCode(page);
  const replaced = await pixCodeOf(page).inputValue();
  const second = await page.context().newPage();
  await addFirstWarcraftItem(second, "Jaina");
  await openPixCode(second);
  const live = await pixCodeOf(second).inputValue();
  expect(live).not.toBe(replaced);

  await expect(page.getByRole("heading", { name: "This Pix code was replaced" })).toBeFocused();
  await expect(page.getByText("A newer code for this order was made on another page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Simulate payment" })).toHaveCount(0);
  await page.getByRole("button", { name: "Get a new Pix code" }).click();
  await expect(pixCodeOf(page)).toHaveValue(live);
  await expect(page.getByRole("timer")).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await page.getByRole("button", { name: "Simulate payment" }).click();
  await movedOnToPaid(page);
  await movedOnToPaid(second);
});
