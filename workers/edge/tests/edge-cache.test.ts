import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { catalogueChanged, db, seedDemo, visibleText } from "../../../tests/workers/support/worker";
import { games } from "../../db/schema";
import { serializeLanguageCookie } from "../language";

/**
 * One request through the Worker, waiting for what it does after answering (storing a copy). Each
 * answer's script nonce is its own (security-headers.ts), so the body is compared without it.
 */
async function get(path: string, headers?: HeadersInit) {
  const response = await fetchWorker(path, { headers });
  const body = (await response.text()).replace(/ nonce="[^"]*"/g, "");
  return {
    status: response.status,
    cache: response.headers.get("x-edge-cache"),
    cacheControl: response.headers.get("cache-control"),
    body,
  };
}

async function renameGame(from: string, to: string) {
  await db.update(games).set({ name: to }).where(eq(games.name, from));
}

beforeAll(async () => {
  await seedDemo();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the edge cache of the catalogue", () => {
  it("answers a repeated anonymous page from the cache, with a short shared lifetime", async () => {
    const first = await get("/games");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(first.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const second = await get("/games");
    expect(second).toMatchObject({ status: 200, cache: "HIT", cacheControl: first.cacheControl });
    expect(second.body).toBe(first.body);
  });

  it("shows an admin's change at once: a new catalogue version misses the old copies", async () => {
    const before = await get("/api/games");
    expect(before.body).toContain("Tibia");
    await renameGame("Tibia", "Tibia Reborn");
    // Without a version bump the copy is still served…
    expect(await get("/api/games")).toMatchObject({ cache: "HIT", body: before.body });
    // …and the bump the admin area makes after every change retires it.
    await catalogueChanged();
    const after = await get("/api/games");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain("Tibia Reborn");
    await renameGame("Tibia Reborn", "Tibia");
    await catalogueChanged();
  });

  it("never serves one language's copy to another", async () => {
    const english = await get("/games?search=tibia", { "Accept-Language": "en-US,en;q=0.9" });
    const portuguese = await get("/games?search=tibia", { "Accept-Language": "pt-BR,pt;q=0.9" });
    expect(english.cache).toBe("MISS");
    expect(portuguese.cache).toBe("MISS");
    expect(visibleText(english.body)).toContain("Games");
    expect(visibleText(portuguese.body)).toContain("Jogos");
    const languageCookie = (await serializeLanguageCookie(new Request(origin), "pt")).split(";")[0] ?? "";
    // A chosen language's page tells the browser it was chosen: it has copies of its own.
    const chosenByCookie = await get("/games?search=tibia", { Cookie: languageCookie, "Accept-Language": "en" });
    expect(chosenByCookie.cache).toBe("MISS");
    expect(visibleText(chosenByCookie.body)).toContain("Jogos");
    const again = await get("/games?search=tibia", { Cookie: languageCookie, "Accept-Language": "pt-BR" });
    expect(again).toMatchObject({ cache: "HIT", body: chosenByCookie.body });
    const chosenByAddress = await get("/games?search=tibia&lng=en", { "Accept-Language": "pt-BR" });
    expect(visibleText(chosenByAddress.body)).toContain("Games");
  });

  it("treats the same filters in another order as the same page", async () => {
    const [wow] = await db.select({ id: games.id }).from(games).where(eq(games.name, "World of Warcraft"));
    const first = await get(`/game/${wow?.id}?type=items&page=2`);
    const reordered = await get(`/game/${wow?.id}?page=2&type=items`);
    expect(first.cache).toBe("MISS");
    expect(reordered).toMatchObject({ cache: "HIT", body: first.body });
  });

  it("keeps a request that may be signed in out of the cache, both ways", async () => {
    const signedIn = { Cookie: "lng=en; __session=abc123" };
    const own = await get("/api/games/1", signedIn);
    expect(own.cache).toBeNull();
    expect(own.cacheControl).toBe("private, no-cache");
    // The signed-in answer was not stored for anonymous visitors…
    expect((await get("/api/games/1")).cache).toBe("MISS");
    // …and a stored anonymous copy is never served to a session.
    await renameGame("World of Warcraft", "World of Warcraft Classic");
    expect((await get("/api/games/1")).cache).toBe("HIT");
    const fresh = await get("/api/games/1", signedIn);
    expect(fresh.cache).toBeNull();
    expect(JSON.parse(fresh.body)).toMatchObject({ name: "World of Warcraft Classic" });
    expect((await get("/api/games/1", { Authorization: "Bearer token" })).cache).toBeNull();
    await renameGame("World of Warcraft Classic", "World of Warcraft");
    await catalogueChanged();
  });

  it("serves a stale copy once, then the copy refreshed in the background", async () => {
    const first = await get("/api/coins/game/1");
    expect(first.cache).toBe("MISS");
    await renameGame("World of Warcraft", "WoW");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const stale = await get("/api/coins/game/1");
    expect(stale).toMatchObject({ cache: "STALE", body: first.body });
    const refreshed = await get("/api/coins/game/1");
    expect(refreshed.cache).toBe("HIT");
    expect(refreshed.body).toContain('"nome_game":"WoW"');
    await renameGame("WoW", "World of Warcraft");
    await catalogueChanged();
  });

  it("leaves other pages, other methods and the bench's bypass alone", async () => {
    expect((await get("/sobre")).cache).toBeNull();
    expect((await get("/api/health")).cache).toBeNull();
    // Outside bench mode the bench's header changes nothing.
    await get("/api/items/1");
    expect((await get("/api/items/1", { "x-bench-no-cache": "1" })).cache).toBe("HIT");
  });
});
