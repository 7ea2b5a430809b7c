// POST /api/cart's input rules as an API client meets them (issue 47): a quantity the store would
// not sell is refused with the rule it breaks, never changed into another one; the spec's own payload
// (`plataforma_selecionada: null`) adds with the platform the game's page starts on; a nickname over
// the limit is refused, not cut.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_NICKNAME_LENGTH } from "../../../shared/cart/limits";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

const shopperCookie = async (label: string) => signIn(await createVerifiedAccount(label));

interface Refusal {
  error: string;
  message: string;
  details: Array<{ field: string; message: string }>;
}

const coinAdd = (extra: Record<string, unknown>) => ({
  game_id: shop.wow.id,
  coin_id: shop.coin.id,
  tag: "Thrall",
  server: "Azralon",
  plataforma_selecionada: "PC",
  ...extra,
});

const cartOf = async (cookie: string) => (await callApi("GET", "/api/cart", undefined, { cookie })).json();

describe("a quantity the store does not sell", () => {
  it("is refused with the rule it breaks, in the shopper's language, and nothing is added", async () => {
    const cookie = await shopperCookie("quantities");
    const expected: Array<[unknown, string, string]> = [
      [0, "The quantity must be at least 1.", "A quantidade mínima é 1."],
      [-1, "The quantity must be at least 1.", "A quantidade mínima é 1."],
      [
        1e9,
        "One cart line holds at most 1,000 units of a coin.",
        "Uma linha do carrinho leva no máximo 1.000 unidades de uma moeda.",
      ],
      [
        1001,
        "One cart line holds at most 1,000 units of a coin.",
        "Uma linha do carrinho leva no máximo 1.000 unidades de uma moeda.",
      ],
      [
        2.5,
        "The quantity must be a whole number of at least 1.",
        "A quantidade deve ser um número inteiro de pelo menos 1.",
      ],
    ];
    for (const [quantidade, en, pt] of expected) {
      for (const [language, message] of [
        ["en", en],
        ["pt", pt],
      ] as const) {
        const response = await callApi("POST", "/api/cart", coinAdd({ quantidade }), { cookie, language });
        expect(response.status, `${quantidade} (${language})`).toBe(400);
        const body = await response.json<Refusal>();
        expect(body.error).toBe("validation_error");
        expect(body.details).toEqual([{ field: "quantidade", message }]);
      }
    }
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("says an item line's own limit", async () => {
    const cookie = await shopperCookie("item-limit");
    const itemAdd = { ...coinAdd({}), coin_id: undefined, item_id: shop.item.id, quantidade: 100 };
    const response = await callApi("POST", "/api/cart", itemAdd, { cookie });
    expect(response.status).toBe(422);
    expect((await response.json<Refusal>()).details).toEqual([
      { field: "quantidade", message: "One cart line holds at most 99 copies of an item." },
    ]);
  });
});

describe("the spec's payload without a platform", () => {
  it("adds with the platform the game's page starts on: the shopper's last one there, else the first", async () => {
    const cookie = await shopperCookie("platform-null");
    // World of Warcraft runs on PC and Mac.
    const first = await callApi("POST", "/api/cart", coinAdd({ plataforma_selecionada: null, quantidade: 1 }), {
      cookie,
    });
    expect(first.status).toBe(201);
    expect((await first.json<Array<{ plataforma_selecionada: string }>>())[0]?.plataforma_selecionada).toBe("PC");

    // Chosen once on the game's page (or sent), Mac is where this shopper's page starts from now on.
    expect((await callApi("POST", "/api/cart", coinAdd({ plataforma_selecionada: "Mac" }), { cookie })).status).toBe(
      201,
    );
    const again = await callApi("POST", "/api/cart", coinAdd({ plataforma_selecionada: null, tag: "Jaina" }), {
      cookie,
    });
    expect(again.status).toBe(201);
    const page = await (await callApi("GET", `/api/cart`, undefined, { cookie })).json<
      Array<{ tag: string; plataforma_selecionada: string }>
    >();
    expect(page.find((line) => line.tag === "Jaina")?.plataforma_selecionada).toBe("Mac");
  });

  it("still refuses a platform the game does not have, naming the field and the choices", async () => {
    const cookie = await shopperCookie("platform-wrong");
    const response = await callApi("POST", "/api/cart", coinAdd({ plataforma_selecionada: "Switch" }), { cookie });
    expect(response.status).toBe(400);
    expect((await response.json<Refusal>()).details).toEqual([
      { field: "plataforma_selecionada", message: "Choose one of this game's platforms: PC, Mac." },
    ]);
  });
});

describe("a nickname over the limit", () => {
  it("is refused with the limit, never cut", async () => {
    const cookie = await shopperCookie("nickname-long");
    const response = await callApi("POST", "/api/cart", coinAdd({ tag: "N".repeat(114) }), { cookie, language: "pt" });
    expect(response.status).toBe(400);
    expect((await response.json<Refusal>()).details).toEqual([
      { field: "tag", message: `O nickname pode ter no máximo ${MAX_NICKNAME_LENGTH} caracteres.` },
    ]);
    expect(await cartOf(cookie)).toEqual([]);
  });
});
