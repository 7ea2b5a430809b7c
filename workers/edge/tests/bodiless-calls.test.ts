// Issue 12 §6: the spec's own client sends bodiless state-changing calls with no Content-Type.
// They must work from the store's pages and still be refused from anywhere else.
import { beforeAll, describe, expect, it } from "vitest";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import {
  type CallOptions,
  callApi,
  createVerifiedAccount,
  fetchWorker,
  origin,
  signIn,
} from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";

let wow: Awaited<ReturnType<typeof gameNamed>>;
let item: Awaited<ReturnType<typeof itemOf>>;

beforeAll(async () => {
  await seedDemo();
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
});

/** A call with neither a body nor a Content-Type, as the spec's client makes it. */
function bodiless(method: string, path: string, options: CallOptions & { from?: string | null } = {}) {
  const headers: Record<string, string> = {};
  const from = options.from === undefined ? origin : options.from;
  if (from !== null) headers.Origin = from;
  return fetchWorker(path, { method, headers }, options);
}

async function shopperWithLine() {
  const cookie = await signIn(await createVerifiedAccount("bodiless"));
  const added = await callApi(
    "POST",
    "/api/cart",
    { game_id: wow.id, item_id: item.id, tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" },
    { cookie },
  );
  expect(added.status).toBe(201);
  const [line] = await added.json<Array<{ id: string }>>();
  if (!line) throw new Error("no cart line");
  return { cookie, lineId: line.id };
}

const cartOf = async (cookie: string) => (await callApi("GET", "/api/cart", undefined, { cookie })).json<unknown[]>();

describe("bodiless calls without a Content-Type", () => {
  it("DELETE /api/cart/{id} removes the line from this store's pages, never from another site", async () => {
    const { cookie, lineId } = await shopperWithLine();
    for (const from of ["https://evil.example", "null", null]) {
      const forged = await bodiless("DELETE", `/api/cart/${lineId}`, { cookie, from });
      expect(forged.status, String(from)).toBe(403);
    }
    expect(await cartOf(cookie)).toHaveLength(1);

    const removed = await bodiless("DELETE", `/api/cart/${lineId}`, { cookie });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual([]);
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("POST /api/cart/clear empties the cart", async () => {
    const { cookie } = await shopperWithLine();
    expect((await bodiless("POST", "/api/cart/clear", { cookie, from: "https://evil.example" })).status).toBe(403);
    expect(await cartOf(cookie)).toHaveLength(1);
    const cleared = await bodiless("POST", "/api/cart/clear", { cookie });
    expect(cleared.status).toBe(200);
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("POST /api/auth/refresh extends the session and POST /api/auth/logout ends it", async () => {
    const cookie = await signIn(await createVerifiedAccount("bodiless"));
    expect((await bodiless("POST", "/api/auth/refresh", { cookie, from: "https://evil.example" })).status).toBe(403);
    const refreshed = await bodiless("POST", "/api/auth/refresh", { cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("Set-Cookie")).toContain("Max-Age=2592000");

    expect((await bodiless("POST", "/api/auth/logout", { cookie, from: "https://evil.example" })).status).toBe(403);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(200);
    const loggedOut = await bodiless("POST", "/api/auth/logout", { cookie });
    expect(loggedOut.status).toBe(200);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
  });

  it("POST /api/chat/conversations opens the shopper's conversation", async () => {
    const cookie = await signIn(await createVerifiedAccount("bodiless"));
    const forged = await bodiless("POST", "/api/chat/conversations", { cookie, from: "https://evil.example" });
    expect(forged.status).toBe(403);
    const opened = await bodiless("POST", "/api/chat/conversations", { cookie });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ id: expect.any(Number), status: "open" });
  });

  it("still demands JSON wherever a body is sent, also on the bodiless endpoints", async () => {
    const { cookie } = await shopperWithLine();
    for (const [path, contentType] of [
      ["/api/cart/clear", "text/plain"],
      ["/api/cart/clear", "application/x-www-form-urlencoded"],
      ["/api/auth/login", "multipart/form-data; boundary=x"],
    ] as const) {
      const response = await fetchWorker(
        path,
        { method: "POST", body: "a=1", headers: { "Content-Type": contentType, Origin: origin } },
        { cookie },
      );
      expect(response.status, `${path} ${contentType}`).toBe(415);
    }
    expect(await cartOf(cookie)).toHaveLength(1);
  });

  it("answers a bodiless call to an endpoint that needs a body with a 400, not a 415 or 500", async () => {
    const response = await bodiless("POST", "/api/auth/login");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
