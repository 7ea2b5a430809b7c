// axe-core's WCAG 2.2 A/AA rules on every page a visitor, a shopper and the admin reach, and on every
// dialog, drawer and menu they open: in English on the desktop and in Portuguese on the phone, so
// both languages and both layouts are scanned once each (issue 31, decision 037).
// Each test walks a group of pages in one signed-in context and reports every violation at the end,
// with where it was, its rule, the elements and axe's summary, so one run shows all that is left.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import demoAccounts from "../../workers/db/seed/demo-accounts.json" with { type: "json" };
import { createVerifiedAccount, expect, signIn, test } from "./support/accounts";
import { PHONE_ONLY } from "./support/projects";
import { chooseLanguage, pageScriptReady, paidWarcraftOrder, purchaseFormHydrated } from "./support/shopping";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags 2.2's new A rules as wcag22aa too). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The violations found so far in one test, one readable block each. */
class Audit {
  readonly found: string[] = [];
  constructor(private readonly page: Page) {}

  /**
   * Scans the page as it is now, or only what `part` selects (a dialog or menu just opened on a page
   * already scanned); `where` names the page or what is open on it.
   */
  async scan(where: string, part?: string) {
    // Legacy mode runs axe in the page itself: the default opens a new page to merge the results of
    // each frame, which doubles every scan's time, and the store's pages have no frames of their own.
    const builder = new AxeBuilder({ page: this.page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ["violations"] })
      .setLegacyMode(true);
    const { violations } = await (part ? builder.include(part) : builder).analyze();
    for (const violation of violations) {
      const nodes = violation.nodes.map(
        (node) => `    ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replaceAll("\n", "\n      ")}`,
      );
      this.found.push(`${where}: ${violation.id} — ${violation.help}\n${nodes.join("\n")}`);
    }
  }

  /** Opens `path` once its script has run (what a visitor meets after the first second), then scans it. */
  async visit(path: string) {
    await this.page.goto(path);
    await settled(this.page);
    await this.scan(path);
  }

  /** Opens the first entry the admin list of `section` links to (its edit page), and scans it. */
  async visitFirstIn(section: string) {
    await this.page.goto(`/admin/${section}`);
    const first = this.page.locator(`main a[href^="/admin/${section}/"]:not([href$="/new"])`).first();
    await this.visit((await first.getAttribute("href")) ?? `/admin/${section}`);
  }

  /** Presses `opener`, waits for what it opens (`part`, its code fetched on demand) and scans that part. */
  async open(where: string, opener: Locator, part: string) {
    await opener.click();
    await expect(this.page.locator(part)).toBeVisible({ timeout: 15_000 });
    await settled(this.page);
    await this.scan(where, part);
  }

  expectNone() {
    expect(this.found, `axe found:\n${this.found.join("\n")}`).toEqual([]);
  }
}

/** The page's requests (its scripts, its lazy parts, their texts) are done. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
}

interface DemoGames {
  /** A game with every sale type but the combined one, and servers and platforms. */
  full: number;
  /** A game that sells coins and items on one tab. */
  combined: number;
}

async function demoGames(request: APIRequestContext): Promise<DemoGames> {
  const games: Array<{ id: number; tipos_venda?: string[]; saleTypes?: string[] }> = await (
    await request.get("/api/games?limit=50")
  ).json();
  const [warcraft]: Array<{ id: number }> = await (await request.get("/api/games?search=warcraft")).json();
  const combined = games.find((game) => (game.tipos_venda ?? game.saleTypes ?? []).includes("moeda-items"));
  return { full: warcraft?.id ?? 0, combined: combined?.id ?? 0 };
}

/** The game pages a shopper moves through: each sale type's tab. */
function gamePages(games: DemoGames): string[] {
  const full = `/game/${games.full}`;
  return [
    full,
    `${full}?type=items`,
    `${full}?type=boosting`,
    `${full}?type=carryrun`,
    `/game/${games.combined}?type=moeda-items`,
  ];
}

/** The few words the admin's steps are found by. */
const adminTexts = {
  en: { refund: "Refund…", keep: "Keep it as it is", newStatus: "New status", completed: "Completed", apply: "Apply…" },
  pt: {
    refund: "Reembolsar…",
    keep: "Manter como está",
    newStatus: "Novo status",
    completed: "Concluído",
    apply: "Aplicar…",
  },
} as const;

for (const language of ["en", "pt"] as const) {
  test.describe(`in ${language}`, language === "pt" ? PHONE_ONLY : {}, () => {
    // The language is the store's cookie (set before each test), so accounts are still registered
    // with the English email the helper reads. A test walks about ten pages and runs axe on each.
    test.setTimeout(300_000);

    test.beforeEach(async ({ page, baseURL }) => {
      await chooseLanguage(page, baseURL, language);
    });

    test("a visitor's shop pages have no WCAG A/AA violations", async ({ page }) => {
      const audit = new Audit(page);
      const games = await demoGames(page.request);
      for (const path of [
        "/",
        "/games",
        ...gamePages(games),
        "/sobre",
        "/contato",
        "/policies/terms",
        "/policies/refunds",
        "/policies/privacy",
      ])
        await audit.visit(path);
      audit.expectNone();
    });

    test("a visitor's account pages have no WCAG A/AA violations", async ({ page }) => {
      const audit = new Audit(page);
      for (const path of [
        "/login",
        "/register",
        "/forgot-password",
        "/reset-password?token=some-token",
        "/verify-email?token=not-a-real-token",
        "/checkout-cancel",
        "/no-such-page",
      ])
        await audit.visit(path);
      audit.expectNone();
    });

    test("a visitor's dialogs and panels have no WCAG A/AA violations", async ({ page }) => {
      const audit = new Audit(page);
      await audit.visit("/");
      await pageScriptReady(page);
      const header = page.getByRole("banner");

      await audit.open("sign-in dialog", header.locator('a[href^="/login"]'), "dialog[open]");
      await page.keyboard.press("Escape");
      await expect(page.locator("dialog[open]")).toBeHidden();

      // The cart icon asks a visitor to sign in first.
      await audit.open("sign-in-first dialog", header.locator('a.icon-button[href="/cart"]'), "dialog[open]");
      await page.keyboard.press("Escape");

      await audit.open("chat panel (visitor)", page.locator(".chat-launcher"), ".chat-panel[open]");
      audit.expectNone();
    });

    test("a shopper's pages, drawer, menu and dialogs have no WCAG A/AA violations", async ({
      page,
      request,
      baseURL,
    }) => {
      const audit = new Audit(page);
      // A shopper of their own (tests run side by side; the demo shopper's one cart would be shared):
      // seen by the store exactly as the demo shopper is.
      const shopper = await createVerifiedAccount(request, baseURL, `axe-${language}`);
      await signIn(page.request, baseURL, shopper);
      const orderId = await paidWarcraftOrder(page.request, baseURL);
      const games = await demoGames(page.request);

      // The nickname warning: a buy pressed with the nickname empty.
      await page.goto(`/game/${games.full}?type=items`);
      await purchaseFormHydrated(page);
      await page.locator("#nickname").fill("");
      await audit.open("nickname warning", page.getByTestId("item-grid").getByRole("button").first(), "dialog[open]");
      await page.keyboard.press("Escape");

      await page.locator("#nickname").fill("Hero#1");
      await page.getByTestId("item-grid").getByRole("button").first().click();
      await expect(page.getByTestId("item-grid").locator('[data-phase="added"]')).toBeVisible({ timeout: 15_000 });
      await audit.scan("game page after an add", "main");

      await audit.open(
        "cart drawer",
        page.getByRole("banner").locator('a.icon-button[href="/cart"]'),
        "dialog.cart-drawer[open]",
      );
      await page.keyboard.press("Escape");

      await audit.open("account menu", page.locator(".user-menu__button"), ".user-menu__list");
      await page.keyboard.press("Escape");

      await audit.open("chat panel (shopper)", page.locator(".chat-launcher"), ".chat-panel[open]");
      await page.keyboard.press("Escape");

      for (const path of [
        "/cart",
        "/checkout",
        "/orders",
        `/orders/${orderId}`,
        "/settings",
        "/settings?section=password",
        "/settings?section=security",
        "/settings?section=orders",
        "/settings?section=data",
        "/login",
      ])
        await audit.visit(path);

      // Paying: the sandbox's card page, then the store's success page for that session.
      const checkout = await page.request.post("/api/checkout", {
        data: { metodo_pagamento: "credit_card" },
        headers: { Origin: baseURL ?? "" },
      });
      expect(checkout.status(), await checkout.text()).toBeLessThan(300);
      const { sessionId }: { sessionId: string } = await checkout.json();
      await audit.visit(`/sandbox/checkout/${sessionId}`);
      await page.request.post(`/api/sandbox/sessions/${sessionId}/pay`, {
        data: {},
        headers: { Origin: baseURL ?? "" },
      });
      await audit.visit(`/checkout-success?session_id=${sessionId}`);
      audit.expectNone();
    });

    test("the admin's catalogue and discount code pages have no WCAG A/AA violations", async ({ page, baseURL }) => {
      const audit = new Audit(page);
      await signIn(page.request, baseURL, demoAccounts.admin);
      const games = await demoGames(page.request);
      for (const path of [
        "/admin",
        "/admin/products",
        "/admin/games",
        "/admin/games/new",
        `/admin/games/${games.full}`,
        "/admin/coins",
        "/admin/coins/new",
        "/admin/items",
        "/admin/items/new",
        "/admin/codes",
        "/admin/codes/new",
      ])
        await audit.visit(path);
      // Edit pages (and a discount code's page): the first entry each list links to.
      for (const section of ["coins", "items", "codes"]) await audit.visitFirstIn(section);
      audit.expectNone();
    });

    test("the admin's orders, users, messages and settings have no WCAG A/AA violations", async ({
      page,
      browser,
      baseURL,
    }) => {
      const audit = new Audit(page);
      // An order to look at: a shopper of their own buys one, and sees it delivered at the end.
      const shopperContext = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "CF-Connecting-IP": `10.99.${Math.floor(Math.random() * 250)}.7` },
      });
      const shopperPage = await shopperContext.newPage();
      const shopper = await createVerifiedAccount(shopperContext.request, baseURL, `axe-admin-${language}`);
      await chooseLanguage(shopperPage, baseURL, language);
      await signIn(shopperContext.request, baseURL, shopper);
      const orderId = await paidWarcraftOrder(shopperContext.request, baseURL);

      await signIn(page.request, baseURL, demoAccounts.admin);
      for (const path of [
        "/admin/orders",
        "/admin/users",
        "/admin/messages",
        "/admin/reviews",
        "/admin/effects",
        "/admin/policies",
        "/admin/settings",
      ])
        await audit.visit(path);
      await audit.visitFirstIn("users");

      // The order page and the steps it asks to confirm before money moves or a status is final.
      const t = adminTexts[language];
      await audit.visit(`/admin/orders/${orderId}`);
      await page.getByRole("button", { name: t.refund }).click();
      await expect(page.getByTestId("confirm-step")).toBeVisible({ timeout: 15_000 });
      await audit.scan("refund confirmation", "main");
      await page.getByRole("link", { name: t.keep }).click();
      await page.getByLabel(t.newStatus).selectOption({ label: t.completed });
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page.getByTestId("confirm-step")).toBeVisible({ timeout: 15_000 });
      await audit.scan("status confirmation", "main");
      await page.getByTestId("confirm-step").getByRole("button").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.completed);
      await settled(page);
      await audit.scan("completed order (admin)");

      // The shopper's page of the delivered order: its "Received it?" box.
      const shopperAudit = new Audit(shopperPage);
      await shopperAudit.visit(`/orders/${orderId}`);
      audit.found.push(...shopperAudit.found);
      await shopperContext.close();
      audit.expectNone();
    });
  });
}
