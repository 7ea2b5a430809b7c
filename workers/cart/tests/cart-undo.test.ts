// Clearing the cart can be undone: the clear answers with the lines it removed and an Undo form,
// and the Undo adds them back through the same checks as any add (posted here as a browser
// without JavaScript does; workers/cart/tests/confirm-and-undo.spec.ts clicks the toast).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { items } from "../../db/schema";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

interface ApiLine {
  item_id: number | null;
  coin_id: number | null;
  quantidade: number;
  tag: string;
  server: string | null;
  plataforma_selecionada: string | null;
}

async function cartOf(cookie: string): Promise<ApiLine[]> {
  return (await callApi("GET", "/api/cart", undefined, { cookie })).json();
}

/** A shopper with 2 of the item and 3 units of the coin offer, for Thrall on Azralon PC. */
async function shopperWithCart(label: string) {
  const cookie = await signIn(await createVerifiedAccount(label));
  const choice = { game_id: shop.wow.id, tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" };
  for (const add of [
    { ...choice, item_id: shop.item.id, quantidade: 2 },
    { ...choice, coin_id: shop.coin.id, quantidade: 3 },
  ]) {
    const response = await callApi("POST", "/api/cart", add, { cookie });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }
  return cookie;
}

/** The Undo form's lines, as the page wrote them into its hidden field. */
function undoLines(html: string): string {
  const match = html.match(/name="lines" value="([^"]*)"/);
  expect(match, "the page offers the Undo").toBeTruthy();
  return (match?.[1] ?? "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");
}

const shape = (lines: ApiLine[]) =>
  lines.map(({ item_id, coin_id, quantidade, tag, server, plataforma_selecionada }) => ({
    item_id,
    coin_id,
    quantidade,
    tag,
    server,
    plataforma_selecionada,
  }));

describe("clearing the cart", () => {
  it("empties it and offers to undo; the undo brings every line back as it was", async () => {
    const cookie = await shopperWithCart("undo");
    const before = shape(await cartOf(cookie));

    const cleared = await postForm("/cart", { intent: "clear" }, { cookie });
    expect(cleared.status).toBe(200);
    const html = await cleared.text();
    expect(visibleText(html)).toContain("Cart cleared. Undo");
    expect(await cartOf(cookie)).toEqual([]);

    const restored = await postForm("/cart", { intent: "restore", lines: undoLines(html) }, { cookie });
    expect(restored.status).toBe(200);
    expect(visibleText(await restored.text())).toContain("Your cart is back.");
    expect(shape(await cartOf(cookie))).toEqual(before);
  });

  it("says it in Portuguese too", async () => {
    const cookie = await shopperWithCart("undo-pt");
    const html = await (await postForm("/cart", { intent: "clear" }, { cookie, language: "pt" })).text();
    expect(visibleText(html)).toContain("Carrinho esvaziado. Desfazer");
    const restored = await postForm("/cart", { intent: "restore", lines: undoLines(html) }, { cookie, language: "pt" });
    expect(visibleText(await restored.text())).toContain("Seu carrinho voltou.");
  });

  it("puts back only what can still be bought, and says what stayed out", async () => {
    const cookie = await shopperWithCart("undo-archived");
    const html = await (await postForm("/cart", { intent: "clear" }, { cookie })).text();
    const [spare] = await db
      .insert(items)
      .values({ gameId: shop.wow.id, kind: "item", name: "Spare", priceCents: 500 })
      .returning();
    const lines = [
      ...JSON.parse(undoLines(html)),
      {
        game_id: shop.wow.id,
        item_id: spare?.id,
        tag: "Thrall",
        quantidade: 1,
        server: "Azralon",
        plataforma_selecionada: "PC",
      },
    ];
    await db
      .update(items)
      .set({ archivedAt: new Date().toISOString() })
      .where(eq(items.id, spare?.id ?? 0));

    const restored = await postForm("/cart", { intent: "restore", lines: JSON.stringify(lines) }, { cookie });
    expect(visibleText(await restored.text())).toContain("except 1 line that can no longer be bought");
    expect((await cartOf(cookie)).map((line) => line.item_id ?? line.coin_id)).toEqual([shop.item.id, shop.coin.id]);
  });

  it("refuses an undo that is not a list of lines, inline and changing nothing", async () => {
    const cookie = await shopperWithCart("undo-bad");
    const response = await postForm("/cart", { intent: "restore", lines: "not json" }, { cookie });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).not.toContain("Your cart is back");
    expect(await cartOf(cookie)).toHaveLength(2);
  });
});
