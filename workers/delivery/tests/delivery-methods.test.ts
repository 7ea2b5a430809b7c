// Issue 49: the way coins are handed over. Where a game offers several methods the shopper must
// choose one at purchase, with the details it asks for; the order keeps the method as chosen and
// shows it to the shopper's API and to the desk, with the proof rule the agent's upload must meet.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, payCart, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { coinOf, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, postForm } from "../../../tests/workers/support/store";
import { staffMember } from "../../desk/tests/desk-fixtures";

interface Game {
  id: number;
  coinId: number;
  boostId: number;
  methods: Array<{ id: number; label_en: string; asks_character_name: number; asks_time_window: number }>;
}

let osrs: Game;

beforeAll(async () => {
  await seedOnce();
  const game = await gameNamed("Old School RuneScape");
  const methods = await env.DB.prepare(
    "SELECT id, label_en, asks_character_name, asks_time_window FROM delivery_methods WHERE game_id = ? ORDER BY position",
  )
    .bind(game.id)
    .all<Game["methods"][number]>();
  osrs = {
    id: game.id,
    coinId: (await coinOf(game.id)).id,
    boostId: (await itemOf(game.id, "boosting")).id,
    methods: methods.results,
  };
});

const faceToFace = () => osrs.methods[0]?.id ?? 0;
const grandExchange = () => osrs.methods[1]?.id ?? 0;

function addCoins(cookie: string, fields: Record<string, unknown>) {
  return callApi(
    "POST",
    "/api/cart",
    { game_id: osrs.id, coin_id: osrs.coinId, tag: "Zezima", quantidade: 10, ...fields },
    { cookie },
  );
}

describe("choosing how to receive the coins", () => {
  it("the demo game offers two methods, the first asking for a character and a time window", () => {
    expect(osrs.methods.map((method) => method.label_en)).toEqual(["Face-to-face trade", "Grand Exchange offer"]);
    expect(osrs.methods[0]).toMatchObject({ asks_character_name: 1, asks_time_window: 1 });
  });

  it("refuses an add without a method where the game offers several, naming the choices", async () => {
    const { cookie } = await shopperSession("delivery-none");
    const refused = await addCoins(cookie, {});
    expect(refused.status).toBe(400);
    const body = await refused.json<{ error: string; message: string; details: Array<{ field: string }> }>();
    expect(body.error).toBe("invalid_delivery_method");
    expect(body.details.map((detail) => detail.field)).toEqual(["delivery_method"]);
    expect(body.message).toContain("Face-to-face trade, Grand Exchange offer");
    const cart = await (await callApi("GET", "/api/cart", undefined, { cookie })).json<unknown[]>();
    expect(cart).toEqual([]);
  });

  it("refuses a method of another game, and asks for every detail the method needs at once", async () => {
    const { cookie } = await shopperSession("delivery-wrong");
    const tibia = await env.DB.prepare(
      "INSERT INTO delivery_methods (game_id, label_en, label_pt, proof_en, proof_pt) SELECT id, 'Depot', 'Depósito', 'x', 'x' FROM games WHERE name = 'Tibia' RETURNING id",
    ).first<{ id: number }>();
    const foreign = await addCoins(cookie, { delivery_method: tibia?.id });
    expect(foreign.status).toBe(400);
    expect((await foreign.json<{ error: string }>()).error).toBe("invalid_delivery_method");
    await env.DB.prepare("DELETE FROM delivery_methods WHERE id = ?").bind(tibia?.id).run();

    const missing = await addCoins(cookie, { delivery_method: faceToFace(), character_name: "  " });
    expect(missing.status).toBe(400);
    const body = await missing.json<{ error: string; details: Array<{ field: string }> }>();
    expect(body.error).toBe("delivery_details_required");
    expect(body.details.map((detail) => detail.field)).toEqual(["character_name", "time_window"]);
  });

  it("keeps the method and only the details it asks for; another method or character is another line", async () => {
    const { cookie } = await shopperSession("delivery-lines");
    const first = await addCoins(cookie, {
      delivery_method: grandExchange(),
      character_name: "Zezima Main",
      time_window: "ignored: the Grand Exchange needs no time",
    });
    expect(first.status, await first.clone().text()).toBeLessThan(300);
    await addCoins(cookie, { delivery_method: grandExchange(), character_name: "Zezima Main" });
    await addCoins(cookie, { delivery_method: grandExchange(), character_name: "Zezima Alt" });
    const cart = await (await callApi("GET", "/api/cart", undefined, { cookie })).json<
      Array<{ quantidade: number; delivery_method: unknown }>
    >();
    expect(cart.map((line) => [line.quantidade, line.delivery_method])).toEqual([
      [
        20,
        {
          id: grandExchange(),
          name: { en: "Grand Exchange offer", pt: "Oferta no Grand Exchange" },
          character_name: "Zezima Main",
          time_window: null,
        },
      ],
      [
        10,
        {
          id: grandExchange(),
          name: { en: "Grand Exchange offer", pt: "Oferta no Grand Exchange" },
          character_name: "Zezima Alt",
          time_window: null,
        },
      ],
    ]);
  });

  it("answers the game page's form in the shopper's language, beside the field, keeping what was typed", async () => {
    const { cookie } = await shopperSession("delivery-page");
    const answer = await postForm(
      `/game/${osrs.id}`,
      {
        coin_id: String(osrs.coinId),
        tag: "Zezima",
        quantidade: "10",
        delivery_method: String(faceToFace()),
        character_name: "Zez",
      },
      { cookie, language: "pt" },
    );
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain("Diga quando você pode estar no jogo para a entrega.");
    // The character typed and the method chosen are there again, the method still checked.
    expect(page).toMatch(/id="delivery-character_name"[^>]*value="Zez"|value="Zez"[^>]*id="delivery-character_name"/);
    expect(page).toContain(`type="radio" name="delivery_method" checked="" value="${faceToFace()}"`);
  });
});

describe("the order keeps the hand-over as chosen", () => {
  it("gives delivery_method on the order, per line when lines differ, and the desk its proof rule", async () => {
    const { cookie } = await shopperSession("delivery-order");
    await addCoins(cookie, { delivery_method: faceToFace(), character_name: "Zezima", time_window: "Mon 19–22h" });
    const orderId = await payCart(cookie);
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json<{
      delivery_method: unknown;
      items: Array<{ delivery_method: unknown }>;
    }>();
    const chosen = {
      id: faceToFace(),
      name: { en: "Face-to-face trade", pt: "Troca cara a cara" },
      character_name: "Zezima",
      time_window: "Mon 19–22h",
    };
    expect(order.delivery_method).toEqual(chosen);
    expect(order.items[0]?.delivery_method).toEqual(chosen);

    // Renamed later: the order says what was promised when it was bought.
    const admin = await adminCookie();
    const renamed = await postForm(
      `/admin/games/${osrs.id}/delivery`,
      {
        intent: "save",
        method: String(faceToFace()),
        labelEn: "Trade in person",
        labelPt: "Troca pessoal",
        proofEn: "The trade window.",
        proofPt: "A janela de troca.",
        asksCharacterName: "on",
        asksTimeWindow: "on",
        position: "0",
      },
      { cookie: admin },
    );
    expect(renamed.status, await renamed.clone().text()).toBeLessThan(300);
    const again = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json<{
      delivery_method: unknown;
    }>();
    expect(again.delivery_method).toEqual(chosen);

    const agent = await staffMember("delivery-desk-agent", "delivery", "Ana Agent");
    const desk = await (await callApi("GET", "/api/admin/desk", undefined, { cookie: agent.cookie })).json<{
      orders: Array<{ id: number; lines: Array<{ delivery_method: { proof: unknown } | null }> }>;
    }>();
    const onDesk = desk.orders.find((row) => row.id === orderId);
    expect(onDesk?.lines[0]?.delivery_method?.proof).toEqual({
      en: "A screenshot of the trade window with both names and the amount, before accepting.",
      pt: "Uma captura da janela de troca com os dois nomes e a quantia, antes de aceitar.",
    });
    // Put back for the other tests' words.
    await env.DB.prepare(
      "UPDATE delivery_methods SET label_en = 'Face-to-face trade', label_pt = 'Troca cara a cara' WHERE id = ?",
    )
      .bind(faceToFace())
      .run();
  });

  it("has no order-wide method when the lines were chosen differently", async () => {
    const { cookie } = await shopperSession("delivery-mixed");
    await addCoins(cookie, { delivery_method: grandExchange(), character_name: "Zezima" });
    const boost = await callApi(
      "POST",
      "/api/cart",
      {
        game_id: osrs.id,
        item_id: osrs.boostId,
        tag: "Zezima",
        delivery_method: faceToFace(),
        character_name: "Zezima",
        time_window: "any evening",
      },
      { cookie },
    );
    expect(boost.status, await boost.clone().text()).toBeLessThan(300);
    const orderId = await payCart(cookie);
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json<{
      delivery_method: unknown;
      items: Array<{ delivery_method: { id: number } | null }>;
    }>();
    expect(order.delivery_method).toBeNull();
    expect(order.items.map((line) => line.delivery_method?.id)).toEqual([grandExchange(), faceToFace()]);
  });

  it("uses a game's only method without asking, and a removed method is no longer offered", async () => {
    const { cookie } = await shopperSession("delivery-only");
    const admin = await adminCookie();
    const page = `/admin/games/${osrs.id}/delivery`;
    const removed = await postForm(page, { intent: "remove", method: String(faceToFace()) }, { cookie: admin });
    expect(removed.status, await removed.clone().text()).toBeLessThan(300);
    try {
      const stale = await addCoins(cookie, { delivery_method: faceToFace(), character_name: "Z", time_window: "now" });
      expect(stale.status).toBe(400);
      const added = await addCoins(cookie, { character_name: "Zezima" });
      expect(added.status, await added.clone().text()).toBeLessThan(300);
      const cart = await (await callApi("GET", "/api/cart", undefined, { cookie })).json<
        Array<{ delivery_method: { id: number } | null }>
      >();
      expect(cart[0]?.delivery_method?.id).toBe(grandExchange());
      const audit = await env.DB.prepare(
        "SELECT action FROM audit_log WHERE entity = 'delivery_method' AND entity_id = ? ORDER BY id",
      )
        .bind(String(faceToFace()))
        .all<{ action: string }>();
      expect(audit.results.map((row) => row.action)).toEqual(["update", "archive"]);
    } finally {
      await env.DB.prepare("UPDATE delivery_methods SET removed_at = NULL WHERE id = ?").bind(faceToFace()).run();
    }
  });

  it("lets only the catalogue's staff edit methods", async () => {
    const agent = await staffMember("delivery-editor-agent", "delivery");
    const page = `/admin/games/${osrs.id}/delivery`;
    const refused = await postForm(
      page,
      { intent: "remove", method: String(grandExchange()) },
      { cookie: agent.cookie },
    );
    expect(refused.status).toBe(403);
    const still = await env.DB.prepare("SELECT removed_at FROM delivery_methods WHERE id = ?")
      .bind(grandExchange())
      .first<{ removed_at: string | null }>();
    expect(still?.removed_at).toBeNull();
  });
});
