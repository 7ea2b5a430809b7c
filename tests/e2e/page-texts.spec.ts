import { expect, test } from "./support/test";

// The about and contact texts are not in the language chunk every page loads: they come with those
// pages' data, so a navigation inside the store must show them as well as a first visit does.
test("the about and contact pages show their own texts when reached inside the store", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const nav = page.getByRole("navigation", { name: "Main navigation" });

  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Gamer Store");
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("contact.");
  // Both pages came as data for the page already loaded, not as new documents.
  expect(documents).toEqual([]);
});
