// Terms of sale, refund and withdrawal, privacy: pages in en and pt (a default until an admin writes
// the store's own), edited per language in the admin area, rendered as text (never as markup), and
// linked from the footer, the register form and the payment step (checkout and paying a pending order).
import { describe, expect, it } from "vitest";
import { policyBlocks } from "../../../shared/policy-text";
import { addLine, adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

const page = async (path: string, language: "en" | "pt" = "en") => {
  const response = await callApi("GET", path, undefined, { language });
  return { status: response.status, html: await response.text() };
};

describe("policy pages", () => {
  it("show the default text in each language until an admin writes one, and 404 for another slug", async () => {
    await seedOnce();
    const terms = await page("/policies/refunds");
    expect(terms.status).toBe(200);
    expect(visibleText(terms.html)).toContain("Refund and withdrawal policy");
    expect(visibleText(terms.html)).toContain("Withdrawal within 7 days");
    const pt = await page("/policies/privacy", "pt");
    expect(visibleText(pt.html)).toContain("Política de privacidade");
    expect(visibleText(pt.html)).toContain("Seus direitos (LGPD art. 18)");
    expect((await page("/policies/cookies")).status).toBe(404);
  });

  it("are edited per language by admins only, and what they type is shown as text", async () => {
    const admin = await adminCookie();
    const body = "## Nossos termos\nPrimeiro parágrafo <script>alert(1)</script>\n\n- item um\n- item dois";
    const saved = await postForm("/admin/policies", { slug: "terms", language: "pt", body }, { cookie: admin });
    expect(saved.status).toBe(200);
    const pt = await page("/policies/terms", "pt");
    expect(pt.html).toContain("<h2>Nossos termos</h2>");
    expect(pt.html).toContain("Primeiro parágrafo &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(pt.html).toMatch(/<li>item um<\/li>\s*<li>item dois<\/li>/);
    expect(pt.html).not.toContain("<script>alert(1)");
    // English keeps its own text.
    expect(visibleText((await page("/policies/terms")).html)).toContain("Who we are");

    const shopper = await shopperSession("policy-editor");
    const refused = await postForm(
      "/admin/policies",
      { slug: "terms", language: "en", body: "mine now" },
      { cookie: shopper.cookie },
    );
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect(visibleText((await page("/policies/terms")).html)).not.toContain("mine now");
    const empty = await postForm("/admin/policies", { slug: "terms", language: "en", body: "  " }, { cookie: admin });
    expect(empty.status).toBe(400);
  });

  it("are linked from the footer, the register form, checkout and a pending order's pay-now step", async () => {
    const home = await page("/");
    for (const slug of ["terms", "refunds", "privacy"]) expect(home.html).toContain(`href="/policies/${slug}"`);
    const register = await page("/register");
    expect(visibleText(register.html)).toContain("Creating an account means you accept our terms of sale");
    const shopper = await shopperSession("policy-checkout");
    const game = await gameNamed("Tibia");
    await addLine(shopper.cookie, await itemOf(game.id), {
      server: game.servers[0] ?? null,
      platform: game.platforms[0] ?? null,
    });
    const consent =
      /Paying means you accept our terms of sale and our refund and withdrawal policy: Terms of sale ?, Refund and withdrawal policy/;
    const checkout = await callApi("GET", "/checkout", undefined, { cookie: shopper.cookie });
    expect(checkout.status).toBe(200);
    expect(visibleText(await checkout.text())).toMatch(consent);

    // The order is left pending: its page offers to pay it, and paying there accepts the same terms.
    const started = await callApi(
      "POST",
      "/api/checkout",
      { metodo_pagamento: "credit_card" },
      { cookie: shopper.cookie },
    );
    const { orderId } = await started.json<{ orderId: number }>();
    const pending = await callApi("GET", `/orders/${orderId}`, undefined, { cookie: shopper.cookie, language: "pt" });
    const html = await pending.text();
    expect(visibleText(html)).toContain("Ao pagar você aceita nossos termos de venda");
    for (const slug of ["terms", "refunds"]) expect(html).toContain(`href="/policies/${slug}"`);
  });
});

describe("the policy text format", () => {
  it("reads paragraphs, headings and lists, and nothing else", () => {
    expect(policyBlocks("## Title\nline one\nline two\n\n- a\n- b\nafter")).toEqual([
      { kind: "heading", text: "Title" },
      { kind: "paragraph", text: "line one line two" },
      { kind: "list", items: ["a", "b"] },
      { kind: "paragraph", text: "after" },
    ]);
  });
});
