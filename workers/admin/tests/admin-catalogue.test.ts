// Admin catalogue writes as an admin makes them (form posts), checked in the storefront's API, the
// audit log, and past orders.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, games, orderLines } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

const gameFields = {
  name: "Admin Test Quest",
  imageUrl: "/images/games/tibia.svg",
  category: "RPG",
  tipo: "MMORPG",
  sell: "Gold, Mounts",
  platforms: "PC\nMobile",
  servers: "Antica, Belobra",
  saleTypes: "moeda",
  description: "Made by a test.",
};

async function storeSearch(text: string): Promise<Array<{ id: number; nome_game?: string; name?: string }>> {
  const body: unknown = await (await callApi("GET", `/api/games?search=${encodeURIComponent(text)}`)).json();
  if (Array.isArray(body)) return body;
  return (body as { data: Array<{ id: number }> }).data;
}

describe("games", () => {
  it("are created, shown in the store at once, and audited", async () => {
    const created = await postForm("/admin/games/new", gameFields, { cookie: admin });
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")?.match(/\/admin\/games\/(\d+)/)?.[1]);
    const game = await db.query.games.findFirst({ where: eq(games.id, id) });
    expect(game).toMatchObject({ platforms: ["PC", "Mobile"], servers: ["Antica", "Belobra"], saleTypes: ["moeda"] });
    expect(game?.searchText).toContain("admin test quest");
    expect((await storeSearch("admin test quest")).map((row) => row.id)).toContain(id);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "game"), eq(auditLog.entityId, String(id))));
    expect(entries.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("refuse bad input inline and change nothing", async () => {
    const before = await db.select().from(games);
    const response = await postForm(
      "/admin/games/new",
      { ...gameFields, name: " ", imageUrl: "javascript:x" },
      { cookie: admin },
    );
    expect(response.status).toBe(400);
    expect(await db.select().from(games)).toHaveLength(before.length);
  });

  it("are deleted when no order refers to them, and disappear from the store", async () => {
    const created = await postForm("/admin/games/new", { ...gameFields, name: "Gone Soon" }, { cookie: admin });
    const path = created.headers.get("Location")?.split("?")[0] ?? "";
    const removed = await postForm(path, { intent: "remove" }, { cookie: admin });
    expect(removed.headers.get("Location")).toBe("/admin/games?done=deleted");
    expect(await storeSearch("gone soon")).toEqual([]);
  });

  it("are archived when past orders refer to them: gone from the store, orders intact", async () => {
    const game = await gameNamed("Tibia");
    const item = await itemOf(game.id);
    const { cookie } = await shopperSession("archive");
    const orderId = await paidOrder(cookie, item, {
      server: game.servers[0] ?? null,
      platform: game.platforms[0] ?? null,
    });
    const removed = await postForm(`/admin/games/${game.id}`, { intent: "remove" }, { cookie: admin });
    expect(removed.headers.get("Location")).toBe("/admin/games?done=archived");
    expect((await storeSearch("tibia")).map((row) => row.id)).not.toContain(game.id);
    expect((await callApi("GET", `/api/games/${game.id}`)).status).toBe(404);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines).toHaveLength(1);
    const order = await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie });
    expect(order.status).toBe(200);
    const restored = await postForm(`/admin/games/${game.id}`, { intent: "restore" }, { cookie: admin });
    expect(restored.status).toBe(302);
    expect((await storeSearch("tibia")).map((row) => row.id)).toContain(game.id);
  });
});

async function createdId(response: Response, section: string): Promise<number> {
  expect(response.status, await response.clone().text()).toBe(302);
  return Number(response.headers.get("Location")?.match(new RegExp(`/admin/${section}/(\\d+)`))?.[1]);
}

describe("coin offers and items", () => {
  it("show in the store once created, and leave it once deleted", async () => {
    const gameId = await createdId(
      await postForm("/admin/games/new", { ...gameFields, name: "Coin World" }, { cookie: admin }),
      "games",
    );
    const coinFields = {
      gameId: String(gameId),
      coinName: "Gems",
      baseUnit: "1000",
      unitPrice: "4,90",
      multiples: "1, 2, 5",
      unitName: "k",
      description: "",
      sortOrder: "0",
    };
    const coinId = await createdId(await postForm("/admin/coins/new", coinFields, { cookie: admin }), "coins");
    const coins: Array<{ id: number; preco_por_unidade: number; multiplos_disponiveis: string }> = await (
      await callApi("GET", `/api/coins/game/${gameId}`)
    ).json();
    expect(coins).toEqual([
      expect.objectContaining({ id: coinId, preco_por_unidade: 4.9, multiplos_disponiveis: "1,2,5" }),
    ]);

    const itemFields = {
      gameId: String(gameId),
      kind: "boosting",
      name: "Rank Boost",
      price: "59.90",
      imageUrl: "",
      subcategory: "",
      server: "Antica",
      sortOrder: "1",
    };
    const itemId = await createdId(await postForm("/admin/items/new", itemFields, { cookie: admin }), "items");
    expect((await callApi("GET", `/api/items/${itemId}`)).status).toBe(200);

    await postForm(`/admin/items/${itemId}`, { intent: "remove" }, { cookie: admin });
    expect((await callApi("GET", `/api/items/${itemId}`)).status).toBe(404);
    await postForm(`/admin/coins/${coinId}`, { intent: "remove" }, { cookie: admin });
    expect(await (await callApi("GET", `/api/coins/game/${gameId}`)).json()).toEqual([]);
  });

  it("refuse prices that are zero or have more than two decimals, and multiples that are not positive", async () => {
    const game = await gameNamed("Tibia");
    const base = {
      gameId: String(game.id),
      kind: "item",
      name: "Bad",
      imageUrl: "",
      subcategory: "",
      server: "",
      sortOrder: "0",
    };
    for (const price of ["0", "0.00", "1.234", "-3", "abc"]) {
      const response = await postForm("/admin/items/new", { ...base, price }, { cookie: admin });
      expect(response.status, price).toBe(400);
      // The message is shown inline, next to the field, in the page the form comes back in.
      expect(visibleText(await response.text()), price).toContain("Enter a price above zero with at most two decimals");
    }
    const coin = { gameId: String(game.id), coinName: "X", baseUnit: "0", unitPrice: "1", multiples: "1,0" };
    const response = await postForm("/admin/coins/new", coin, { cookie: admin });
    const page = visibleText(await response.text());
    expect(page).toContain("Enter a whole number above zero");
    expect(page).toContain("Enter positive whole numbers separated by commas");
  });
});

describe("uploaded images", () => {
  async function upload(file: File, card?: File) {
    const game = await gameNamed("Tibia");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      gameId: String(game.id),
      kind: "item",
      name: "Shiny",
      price: "3.00",
      imageUrl: "",
    })) {
      form.set(name, value);
    }
    form.set("imageFile", file);
    if (card) form.set("imageCardFile", card);
    return fetchWorker(
      "/admin/items/new",
      { method: "POST", body: form, headers: { Origin: origin, Host: new URL(origin).host } },
      { cookie: admin },
    );
  }

  it("are stored, used by the entry, and served with long caching", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const created = await upload(new File([png], "shiny.png", { type: "image/png" }));
    expect(created.status, await created.clone().text()).toBe(302);
    const itemId = Number(created.headers.get("Location")?.match(/\/admin\/items\/(\d+)/)?.[1]);
    const item: { image_item: string } = await (await callApi("GET", `/api/items/${itemId}`)).json();
    expect(item.image_item).toMatch(/^\/media\/[\w-]+\.png$/);
    const served = await fetchWorker(item.image_item);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it("keep the small copy the admin's browser made for cards beside the original, and show it on cards", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9]);
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 5, 6]);
    const created = await upload(
      new File([png], "big.png", { type: "image/png" }),
      new File([webp], "card.webp", { type: "image/webp" }),
    );
    expect(created.status, await created.clone().text()).toBe(302);
    const itemId = Number(created.headers.get("Location")?.match(/\/admin\/items\/(\d+)/)?.[1]);
    const item: { image_item: string; game_id: number } = await (await callApi("GET", `/api/items/${itemId}`)).json();
    const cardUrl = item.image_item.replace(/\.png$/, "-card.png");
    const card = await fetchWorker(cardUrl);
    expect(card.headers.get("Content-Type")).toBe("image/webp");
    expect(new Uint8Array(await card.arrayBuffer())).toEqual(webp);
    expect(new Uint8Array(await (await fetchWorker(item.image_item)).arrayBuffer())).toEqual(png);
    // The game page's item card offers the copy for its small picture, the original for larger screens.
    const page = await (await fetchWorker(`/game/${item.game_id}?type=items`)).text();
    expect(page).toContain(`srcSet="${cardUrl} 640w, ${item.image_item} 1280w"`);
  });

  it("answer a card's copy that was never made (an upload without script) with the original", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);
    const created = await upload(new File([png], "plain.png", { type: "image/png" }));
    const itemId = Number(created.headers.get("Location")?.match(/\/admin\/items\/(\d+)/)?.[1]);
    const item: { image_item: string } = await (await callApi("GET", `/api/items/${itemId}`)).json();
    const card = await fetchWorker(item.image_item.replace(/\.png$/, "-card.png"));
    expect(card.status).toBe(200);
    expect(new Uint8Array(await card.arrayBuffer())).toEqual(png);
    expect((await fetchWorker("/media/not-an-id-card.png")).status).toBe(404);
  });

  it("refuse a card's copy that is not a raster image or is too large", async () => {
    const png = new File([new Uint8Array([0x89, 0x50])], "a.png", { type: "image/png" });
    const svg = await upload(png, new File(["<svg/>"], "card.svg", { type: "image/svg+xml" }));
    expect(svg.status).toBe(400);
    const big = await upload(png, new File([new Uint8Array(262_145)], "card.webp", { type: "image/webp" }));
    expect(big.status).toBe(400);
  });

  it("refuse anything but raster images, and images over 1 MB", async () => {
    const svg = await upload(new File(["<svg onload='alert(1)'/>"], "x.svg", { type: "image/svg+xml" }));
    expect(svg.status).toBe(400);
    expect(visibleText(await svg.text())).toContain("Only PNG, JPEG, WebP or GIF images");
    const big = await upload(new File([new Uint8Array(1_048_577)], "big.png", { type: "image/png" }));
    expect(big.status).toBe(400);
    expect(visibleText(await big.text())).toContain("The image is larger than 1 MB");
  });
});
