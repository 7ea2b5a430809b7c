// The hostile inputs that answered 500 before issue 12, each answered now with a 4xx (or served
// normally) and leaving stored data as it was. The generated-input suite (hostile-input.test.ts)
// keeps the class covered for every route; these pin the known instances down by name.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { changedParts, storeDigest } from "../../../tests/workers/support/store-digest";
import { visibleText } from "../../../tests/workers/support/worker";

let admin: string;
beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

/** A same-origin POST with any body and content type, as a broken or hostile client sends it. */
function postRaw(path: string, body: BodyInit, contentType: string | null, cookie = "") {
  const headers: Record<string, string> = { Origin: origin, Host: new URL(origin).host };
  if (contentType) headers["Content-Type"] = contentType;
  return fetchWorker(path, { method: "POST", body, headers }, { cookie });
}

describe("search of any length", () => {
  // D1 refuses LIKE patterns over 50 bytes: 49 characters (and 49 two-byte ones) broke every search.
  const long = ["x".repeat(49), "é".repeat(49), "Tibia ".repeat(40)];

  it("answers the API and the games page", async () => {
    // Words in any order (decision 067): forty times "Tibia" is Tibia's own word.
    const answers = [[], [], ["Tibia"]];
    for (const [index, text] of long.entries()) {
      const api = await callApi("GET", `/api/games?search=${encodeURIComponent(text)}`);
      expect(api.status, text).toBe(200);
      expect((await api.json<Array<{ name: string }>>()).map((game) => game.name)).toEqual(answers[index]);
      expect((await fetchWorker(`/games?search=${encodeURIComponent(text)}`)).status, text).toBe(200);
    }
    const game = await gameNamed("Tibia");
    const page = await fetchWorker(`/game/${game.id}?q=${encodeURIComponent(long[0] ?? "")}`);
    expect(page.status).toBe(200);
  });

  it("answers every admin list", async () => {
    for (const list of ["games?search", "items?search", "coins?search", "users?search", "orders?customer"]) {
      for (const text of long) {
        const response = await fetchWorker(`/admin/${list}=${encodeURIComponent(text)}`, {}, { cookie: admin });
        expect(response.status, `${list} ${text}`).toBe(200);
      }
    }
  }, 30_000);

  it("still finds a game by the words of its text", async () => {
    const text = encodeURIComponent("TIBIA mmorpg rpg gold, tibia coins");
    const found: Array<{ name: string }> = await (await callApi("GET", `/api/games?search=${text}`)).json();
    expect(found.map((game) => game.name)).toContain("Tibia");
  });
});

describe("page actions read only forms", () => {
  it("refuse JSON, XML and bytes with 415 and change nothing", async () => {
    const before = await storeDigest();
    const json = JSON.stringify({
      name: "Ana",
      email: "ana@example.com",
      subject: "question",
      message: "hello there!",
    });
    for (const [body, type] of [
      [json, "application/json"],
      ["<a/>", "application/xml"],
      ["\u0000\u0001", "application/octet-stream"],
    ] as const) {
      for (const path of ["/contato", "/login", "/register", "/forgot-password", "/set-language"]) {
        const response = await postRaw(path, body, type);
        expect(response.status, `${path} ${type}`).toBe(415);
      }
    }
    expect(changedParts(before, await storeDigest())).toEqual([]);
  });

  it("refuse a broken multipart body with 400, with the message shown on the page", async () => {
    const broken = '--XYZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nno closing boundary';
    const response = await postRaw("/contato", broken, "multipart/form-data; boundary=XYZ");
    expect(response.status).toBe(400);
    const admins = await postRaw("/admin/items/new", "no boundary", "multipart/form-data", admin);
    expect(admins.status).toBe(400);
    expect(visibleText(await admins.text())).toContain("Send the fields as a form.");
  });

  it("read a bodiless post as an empty form (signing out still works)", async () => {
    const response = await postRaw("/logout", new Uint8Array(), null);
    expect(response.status).toBe(302);
  });
});

describe("ids and references", () => {
  it("an over-long or malformed media id is a 404", async () => {
    for (const id of ["a".repeat(3_000), "%ZZ", "..%2F..%2Fx", "x.png"]) {
      expect((await fetchWorker(`/media/${id}`)).status, id).toBe(404);
    }
  });

  it("an item or coin offer for a game that does not exist is the form's error", async () => {
    const before = await storeDigest();
    const item = { gameId: "999999", kind: "item", name: "Ghost", price: "3.00", imageUrl: "", sortOrder: "0" };
    const refused = await postForm("/admin/items/new", item, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Choose a game that exists");
    const coin = { gameId: "999999", coinName: "Gems", baseUnit: "1", unitPrice: "1", multiples: "1", sortOrder: "0" };
    expect((await postForm("/admin/coins/new", coin, { cookie: admin })).status).toBe(400);

    const existing = await env.DB.prepare("select id from items limit 1").first<{ id: number }>();
    const edit = await postForm(`/admin/items/${existing?.id}`, item, { cookie: admin });
    expect(edit.status).toBe(400);
    expect(changedParts(before, await storeDigest())).toEqual([]);
  });

  it("a refused form keeps no uploaded image", async () => {
    const before = await storeDigest();
    const form = new FormData();
    for (const [name, value] of Object.entries({ gameId: "999999", kind: "item", name: "Ghost", price: "3.00" })) {
      form.set(name, value);
    }
    form.set("imageFile", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "g.png", { type: "image/png" }));
    const response = await postRaw("/admin/items/new", form, null, admin);
    expect(response.status).toBe(400);
    expect(changedParts(before, await storeDigest())).toEqual([]);
  });
});
