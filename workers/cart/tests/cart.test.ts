import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_COIN_UNITS, MAX_ITEM_QUANTITY } from "../../../shared/cart/limits";
import { validate } from "../../../shared/validation";
import {
  coinOf,
  createShopper,
  db,
  gameNamed,
  itemOf,
  seedCatalogue,
} from "../../../tests/workers/support/catalogue-rows";
import { items } from "../../db/schema";
import { DomainError } from "../../kernel/domain-error";
import { addToCart, getCart, removeLine, updateQuantity } from "../cart";
import { addToCartSchema } from "../schemas";

const deps = { db, currency: "BRL" } as const;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("cart", () => {
  let wow: Awaited<ReturnType<typeof gameNamed>>;
  let tibia: Awaited<ReturnType<typeof gameNamed>>;
  beforeAll(async () => {
    await seedCatalogue();
    wow = await gameNamed("World of Warcraft");
    tibia = await gameNamed("Tibia");
  });

  it("adds an item priced from D1 and merges a second add of the same choice", async () => {
    const user = await createShopper();
    const item = await itemOf(wow.id);
    const choice = {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
      quantity: 1,
    };
    await addToCart(deps, user.id, choice);
    const cart = await addToCart(deps, user.id, { ...choice, quantity: 2 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      name: item.name,
      unitPriceCents: item.priceCents,
      lineTotalCents: item.priceCents * 3,
    });
    expect(cart.lines[0]?.line.quantity).toBe(3);
    expect(cart.totalCents).toBe(item.priceCents * 3);

    const otherNickname = await addToCart(deps, user.id, { ...choice, nickname: "Jaina" });
    expect(otherNickname.lines).toHaveLength(2);
  });

  it("adds coins as units with the coin amount, and keeps their quantity fixed", async () => {
    const user = await createShopper();
    const coin = await coinOf(wow.id);
    const cart = await addToCart(deps, user.id, {
      gameId: wow.id,
      coinOfferId: coin.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
      quantity: 5,
    });
    const line = cart.lines[0];
    expect(line).toMatchObject({
      kind: "coin",
      coinAmount: coin.baseUnit * 5,
      lineTotalCents: coin.unitPriceCents * 5,
    });
    const fixed = await refusal(updateQuantity(deps, user.id, line?.line.id ?? "", 7));
    expect(fixed).toMatchObject({ code: "fixed_quantity", messageKey: "cart.fixedQuantityRefused" });
    const removed = await updateQuantity(deps, user.id, line?.line.id ?? "", 0);
    expect(removed.lines).toHaveLength(0);
  });

  it("holds at most the coin line limit, added at once or in steps, the same limit the game page offers", async () => {
    const user = await createShopper();
    const coin = await coinOf(wow.id);
    const choice = {
      gameId: wow.id,
      coinOfferId: coin.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
    };
    const full = await addToCart(deps, user.id, { ...choice, quantity: MAX_COIN_UNITS });
    expect(full.lines[0]?.line.quantity).toBe(MAX_COIN_UNITS);
    const over = await refusal(addToCart(deps, user.id, { ...choice, quantity: 1 }));
    expect(over).toMatchObject({ code: "quantity_too_large", field: "quantity" });
    const tooMany = validate(addToCartSchema, {
      game_id: wow.id,
      coin_id: coin.id,
      tag: "Thrall",
      quantidade: MAX_COIN_UNITS + 1,
    });
    expect(tooMany).toMatchObject({
      success: false,
      issues: [{ field: "quantidade", message: "cart.coinQuantityTooLarge" }],
    });
  });

  it("changes an item's quantity, and removes the line below 1", async () => {
    const user = await createShopper();
    const item = await itemOf(wow.id);
    const added = await addToCart(deps, user.id, {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
      quantity: 1,
    });
    const lineId = added.lines[0]?.line.id ?? "";
    expect((await updateQuantity(deps, user.id, lineId, 4)).totalCents).toBe(item.priceCents * 4);
    expect((await refusal(updateQuantity(deps, user.id, lineId, MAX_ITEM_QUANTITY + 1))).code).toBe(
      "quantity_too_large",
    );
    expect((await updateQuantity(deps, user.id, lineId, 0)).lines).toEqual([]);
  });

  it("refuses what the store does not sell: unknown, foreign, free or archived entries, bad server or platform", async () => {
    const user = await createShopper();
    const item = await itemOf(wow.id);
    const base = {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
      quantity: 1,
    };
    expect((await refusal(addToCart(deps, user.id, { ...base, itemId: 999_999 }))).status).toBe(404);
    expect((await refusal(addToCart(deps, user.id, { ...base, gameId: tibia.id, server: "Antica" }))).code).toBe(
      "entry_not_found",
    );
    expect((await refusal(addToCart(deps, user.id, { ...base, server: "Antica" }))).field).toBe("server");
    expect((await refusal(addToCart(deps, user.id, { ...base, platform: "Xbox" }))).field).toBe("platform");

    const [free] = await db
      .insert(items)
      .values({ gameId: wow.id, kind: "item", name: "Free thing", priceCents: 0 })
      .returning();
    expect((await refusal(addToCart(deps, user.id, { ...base, itemId: free?.id ?? 0 }))).code).toBe("zero_price");
    await db
      .update(items)
      .set({ archivedAt: new Date().toISOString() })
      .where(eq(items.id, free?.id ?? 0));
    expect((await refusal(addToCart(deps, user.id, { ...base, itemId: free?.id ?? 0 }))).status).toBe(404);
    expect((await getCart(deps, user.id)).lines).toEqual([]);
  });

  it("shows a price change on the next read, and drops a line whose item was archived from the total", async () => {
    const user = await createShopper();
    const item = await itemOf(tibia.id);
    await addToCart(deps, user.id, {
      gameId: tibia.id,
      itemId: item.id,
      nickname: "Knight",
      server: "Antica",
      platform: "PC",
      quantity: 2,
    });
    await db.update(items).set({ priceCents: 12_345 }).where(eq(items.id, item.id));
    expect((await getCart(deps, user.id)).totalCents).toBe(24_690);
    await db.update(items).set({ archivedAt: new Date().toISOString() }).where(eq(items.id, item.id));
    const cart = await getCart(deps, user.id);
    expect(cart.totalCents).toBe(0);
    expect(cart.lines).toEqual([expect.objectContaining({ available: false, name: item.name, lineTotalCents: 0 })]);
  });

  it("keeps each shopper's cart to themselves: another shopper's line id is unknown", async () => {
    const alice = await createShopper("Alice");
    const bob = await createShopper("Bob");
    const item = await itemOf(wow.id, "boosting");
    const cart = await addToCart(deps, alice.id, {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Alice",
      server: "Azralon",
      platform: "PC",
      quantity: 1,
    });
    const lineId = cart.lines[0]?.line.id ?? "";
    expect((await refusal(updateQuantity(deps, bob.id, lineId, 5))).status).toBe(404);
    expect((await refusal(removeLine(deps, bob.id, lineId))).status).toBe(404);
    expect((await getCart(deps, bob.id)).lines).toEqual([]);
    expect((await getCart(deps, alice.id)).lines[0]?.line.quantity).toBe(1);
  });

  it("validates what a client sends: a trimmed nickname of 1 to 64 characters, whole quantities, item or coin", () => {
    const ok = validate(addToCartSchema, { game_id: 1, item_id: 2, tag: "  Thrall  ", preco: 0.01 });
    expect(ok).toEqual({ success: true, output: expect.objectContaining({ nickname: "Thrall", quantity: 1 }) });
    expect(ok.success && "preco" in ok.output).toBe(false);
    const blank = validate(addToCartSchema, { game_id: 1, item_id: 2, tag: "   " });
    expect(blank).toMatchObject({ success: false, issues: [{ field: "tag", message: "cart.nicknameRequired" }] });
    const long = validate(addToCartSchema, { game_id: 1, item_id: 2, tag: "x".repeat(65) });
    expect(long).toMatchObject({ success: false, issues: [{ field: "tag", message: "cart.nicknameTooLong" }] });
    const fraction = validate(addToCartSchema, { game_id: 1, coin_id: 2, tag: "a", quantidade: 1.5 });
    expect(fraction).toMatchObject({ success: false, issues: [{ field: "quantidade" }] });
    const both = validate(addToCartSchema, { game_id: 1, item_id: 2, coin_id: 3, tag: "a" });
    expect(both).toMatchObject({ success: false, issues: [{ message: "cart.itemOrCoinRequired" }] });
  });
});
