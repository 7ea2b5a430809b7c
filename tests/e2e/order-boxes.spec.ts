// The order page's boxes keep their text and buttons clear of the border, on the phone and the desktop.
import { expect, test } from "./support/accounts";
import { paidOrderThroughApi, signedInShopper } from "./support/shopping";

test.use({ locale: "en-US" });

test("the order page's boxes have inner padding", async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "boxes");
  const [game]: Array<{ id: number }> = await (await page.request.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number }> } = await (await page.request.get(`/api/games/${game?.id}`)).json();
  const orderId = await paidOrderThroughApi(page.request, baseURL, {
    gameId: game?.id,
    itemId: detail.items[0]?.id ?? 0,
    server: "Azralon",
  });
  await page.goto(`/orders/${orderId}`);
  for (const box of ["order-promise", "order-conversation"]) {
    const padding = await page
      .getByTestId(box)
      .evaluate((element) => window.getComputedStyle(element).getPropertyValue("padding-left"));
    expect(Number.parseFloat(padding), `${box} ${padding}`).toBeGreaterThanOrEqual(12);
  }
});
