// One press, one effect (issue 46, decision 042): a double tap, a second submit or a retried request
// that carries the same press key adds to the cart once and answers as the first did, from the REST
// API (Idempotency-Key) and from the game page's form (the hidden key the server renders into it).

import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ITEM_QUANTITY } from "../../../shared/cart/limits";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { formsOf } from "../../../tests/workers/support/page-forms";
import { callApi, createVerifiedAccount, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";

interface ApiLine {
  id: string;
  item_id: number | null;
  coin_id: number | null;
  quantidade: number;
}

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

const shopperCookie = async () => signIn(await createVerifiedAccount("one-press"));

const coinAdd = (quantidade: number) => ({
  game_id: shop.wow.id,
  coin_id: shop.coin.id,
  tag: "Thrall",
  server: "Azralon",
  plataforma_selecionada: "PC",
  quantidade,
});

const addThroughApi = (cookie: string, body: object, key?: string) =>
  callApi("POST", "/api/cart", body, { cookie, headers: key ? { "Idempotency-Key": key } : {} });

async function cartOf(cookie: string): Promise<ApiLine[]> {
  const response = await callApi("GET", "/api/cart", undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json<ApiLine[]>();
}

/** The coin units the cart holds, whatever its lines. */
const coinUnits = (lines: ApiLine[]) =>
  lines.filter((line) => line.coin_id === shop.coin.id).reduce((sum, line) => sum + line.quantidade, 0);

describe("POST /api/cart with an Idempotency-Key", () => {
  it("adds once when the same add is posted twice with one key, and answers the second as the first", async () => {
    const cookie = await shopperCookie();
    const key = crypto.randomUUID();
    const first = await addThroughApi(cookie, coinAdd(100), key);
    const second = await addThroughApi(cookie, coinAdd(100), key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(coinUnits(await cartOf(cookie))).toBe(100);
  });

  it("adds once when two requests with one key arrive together", async () => {
    const cookie = await shopperCookie();
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      addThroughApi(cookie, coinAdd(100), key),
      addThroughApi(cookie, coinAdd(100), key),
      addThroughApi(cookie, coinAdd(100), key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const carts = await Promise.all(answers.map((answer) => answer.json<ApiLine[]>()));
    expect(carts.map(coinUnits)).toEqual([100, 100, 100]);
    expect(coinUnits(await cartOf(cookie))).toBe(100);
  });

  it("adds again for a fresh key, and for a call without a key, as before", async () => {
    const cookie = await shopperCookie();
    await addThroughApi(cookie, coinAdd(100), crypto.randomUUID());
    await addThroughApi(cookie, coinAdd(100), crypto.randomUUID());
    await addThroughApi(cookie, coinAdd(100));
    expect(coinUnits(await cartOf(cookie))).toBe(300);
  });

  it("keeps the key of one shopper to that shopper", async () => {
    const [alice, bob] = await Promise.all([shopperCookie(), shopperCookie()]);
    const key = crypto.randomUUID();
    await addThroughApi(alice, coinAdd(100), key);
    expect((await addThroughApi(bob, coinAdd(100), key)).status).toBe(201);
    expect(coinUnits(await cartOf(bob))).toBe(100);
  });

  it("does not use up the key of an add that was refused: the same press, retried, adds", async () => {
    const cookie = await shopperCookie();
    const itemAdd = (quantidade: number) => ({ ...coinAdd(1), coin_id: undefined, item_id: shop.item.id, quantidade });
    expect((await addThroughApi(cookie, itemAdd(MAX_ITEM_QUANTITY))).status).toBe(201);
    const key = crypto.randomUUID();
    const refused = await addThroughApi(cookie, itemAdd(1), key);
    expect(refused.status).toBe(422);
    const [line] = await cartOf(cookie);
    await callApi("DELETE", `/api/cart/${line?.id}`, undefined, { cookie });
    expect((await addThroughApi(cookie, itemAdd(1), key)).status).toBe(201);
    expect((await cartOf(cookie)).map((added) => added.quantidade)).toEqual([1]);
  });

  it("refuses a malformed key with a 400 naming the header, and adds nothing", async () => {
    const cookie = await shopperCookie();
    const response = await addThroughApi(cookie, coinAdd(100), "short");
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; details: Array<{ field: string; message: string }> }>();
    expect(body.error).toBe("validation_error");
    expect(body.details.map((detail) => detail.field)).toEqual(["Idempotency-Key"]);
    expect(body.details[0]?.message).not.toMatch(/validation\./);
    expect(await cartOf(cookie)).toEqual([]);
  });
});

describe("the game page's buy form", () => {
  const coinPage = () => `/game/${shop.wow.id}?type=moeda&coin=${shop.coin.id}&qty=100&server=Azralon&platform=PC`;

  /**
   * The buy form as the server renders it for this shopper, posted as the browser posts it from the
   * coin panel's add button (the button and the quantity box belong to the form by its id).
   */
  async function renderedAddForm(cookie: string, path: string): Promise<Record<string, string>> {
    const page = await fetchWorker(path, {}, { cookie });
    expect(page.status).toBe(200);
    const forms = await formsOf(path, page);
    const buy = forms.find((form) => form.method === "post" && form.fields.some(([name]) => name === "tag"));
    if (!buy) throw new Error("no buy form on the page");
    return { ...Object.fromEntries(buy.fields), tag: "Thrall", quantidade: "100", coin_id: String(shop.coin.id) };
  }

  it("renders a fresh press key into the form on every load", async () => {
    const cookie = await shopperCookie();
    const first = await renderedAddForm(cookie, coinPage());
    const second = await renderedAddForm(cookie, coinPage());
    expect(first.press_key).toMatch(/^[\w.:-]{8,100}$/);
    expect(second.press_key).not.toBe(first.press_key);
  });

  it("adds once when the browser posts the form twice (a double tap before the page's code came)", async () => {
    const cookie = await shopperCookie();
    const form = await renderedAddForm(cookie, coinPage());
    const first = await postForm(coinPage(), form, { cookie, headers: { "Sec-Fetch-Mode": "navigate" } });
    const second = await postForm(coinPage(), form, { cookie, headers: { "Sec-Fetch-Mode": "navigate" } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(coinUnits(await cartOf(cookie))).toBe(100);
  });

  it("adds once when two posts of the form arrive together, and again after the next load", async () => {
    const cookie = await shopperCookie();
    const form = await renderedAddForm(cookie, coinPage());
    const answers = await Promise.all([postForm(coinPage(), form, { cookie }), postForm(coinPage(), form, { cookie })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(coinUnits(await cartOf(cookie))).toBe(100);
    await postForm(coinPage(), await renderedAddForm(cookie, coinPage()), { cookie });
    expect(coinUnits(await cartOf(cookie))).toBe(200);
  });

  it("counts the same key on another buy button as another press", async () => {
    const cookie = await shopperCookie();
    const form = await renderedAddForm(cookie, coinPage());
    await postForm(coinPage(), form, { cookie });
    const { coin_id: _coin, ...rest } = form;
    await postForm(coinPage(), { ...rest, item_id: String(shop.item.id), quantidade: "1" }, { cookie });
    expect((await cartOf(cookie)).map((line) => [line.coin_id, line.item_id])).toEqual([
      [shop.coin.id, null],
      [null, shop.item.id],
    ]);
  });
});
