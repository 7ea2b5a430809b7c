import { createVerifiedAccount, expect, test } from "./support/accounts";
import { addFirstWarcraftItemWithoutJs, signedInShopper } from "./support/shopping";

// Every catalogue page is server-rendered with plain links and forms: it works where scripts never run.
test.use({ javaScriptEnabled: false, locale: "en-US" });

test("the catalogue, the game page filters and the coin panel work without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("featured-games").getByRole("link")).toHaveCount(12);
  await page.getByRole("combobox").fill("valorant");
  await page.getByRole("combobox").press("Enter");
  await expect(page).toHaveURL(/\/games\?search=valorant/);
  await page
    .getByRole("link", { name: /Valorant/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Valorant" })).toBeVisible();

  await page.getByRole("radio", { name: "4 × 475" }).click();
  await expect(page.getByTestId("coin-summary-total")).toHaveText("1,900 Valorant Points (4 × 475)");
  await page.getByLabel("Quantity", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("coin-summary-price")).toHaveText("R$59.70");

  await page.getByRole("link", { name: "Boosting" }).click();
  await page.getByRole("radio", { name: "EU" }).click();
  await expect(page).toHaveURL(/type=boosting&server=EU/);
  await page.getByLabel("Search by item name").fill("iron");
  await page.getByLabel("Search by item name").press("Enter");
  await expect(page).toHaveURL(/q=iron/);
  await expect(page.getByTestId("item-grid").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("Iron → Bronze")).toBeVisible();

  // The browser itself asks for the nickname before buying.
  await page.getByRole("button", { name: "Buy" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByLabel("Nickname / tag").fill("Jett Main");
  await page.getByRole("button", { name: "Buy" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgame%2F\d+%3Ftype%3Dboosting/);
});

test("a signed-in shopper adds to the cart, changes it and pays by debit card without JavaScript", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "nojs");
  await addFirstWarcraftItemWithoutJs(page, "Anduin");
  await expect(page.getByRole("link", { name: "Cart, 1 product" })).toBeVisible();

  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByTestId("cart-total")).toHaveText("R$79.80");
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.getByRole("radio", { name: "Debit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Processing");
});

test("the coin quantity typed is what Update shows and Add to cart adds, without JavaScript", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "nojs-coins");
  const [game]: Array<{ id: number }> = await (await page.request.get("/api/games?search=valorant")).json();
  await page.goto(`/game/${game?.id}`);
  const nickname = page.getByLabel("Nickname / tag");
  const quantity = page.getByLabel("Quantity", { exact: true });
  await nickname.fill("Jett Main");
  await quantity.fill("3");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("coin-summary-quantity")).toHaveText("3");
  await expect(quantity).toHaveValue("3");
  await expect(nickname).toHaveValue("Jett Main");

  await quantity.fill("4");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  // The page that answers starts the next purchase at 1, as it does with JavaScript (the spec).
  await expect(quantity).toHaveValue("1");
  const lines: Array<{ tag: string; quantidade: number }> = await (await page.request.get("/api/cart")).json();
  expect(lines.map((line) => [line.tag, line.quantidade])).toEqual([["Jett Main", 4]]);
});

test("the contact form answers from the server without JavaScript", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "203.0.113.250" });
  await page.goto("/contato");
  await page.getByLabel("Name").fill("Rui");
  await page.getByLabel("Email", { exact: true }).fill("rui-at-example");
  await page.getByLabel("Message", { exact: true }).fill("Hello there, is the Diablo IV gold delivered today?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("rui@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you! Your message was sent.")).toBeVisible();
});

test("a failed sign-in shows its errors without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Wrong1!password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email or password is incorrect.")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email must be valid")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("a sign-in without JavaScript goes on, signed in, to the page it was asked from", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL, "nojs-sign-in");
  await page.goto("/login?redirectTo=%2Forders");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
});
