// The language stays chosen (issue 13): `?lng=` sets the language cookie for a year, cached copies
// included, and every page tells the browser whether its language was chosen or guessed, so the
// browser can prefer a choice it remembers over a guess from its own languages.
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";

async function get(path: string, headers?: HeadersInit) {
  const response = await fetchWorker(path, { headers });
  const body = await response.text();
  return { response, body, setCookie: response.headers.get("set-cookie") ?? "" };
}

/** The root loader's data of a client-side navigation (`/_root.data`), as turbo-stream text. */
function chosenFlag(body: string): boolean | null {
  const match = body.match(/"languageChosen",(true|false)/);
  return match ? match[1] === "true" : null;
}

beforeAll(async () => {
  await seedDemo();
});

describe("a language chosen in the address", () => {
  it("is kept in a year-long HttpOnly cookie, also when the page comes from the edge cache", async () => {
    for (const attempt of [1, 2]) {
      const { response, setCookie } = await get("/games?lng=pt", { "Accept-Language": "en-US" });
      expect(response.status).toBe(200);
      if (attempt === 2) expect(response.headers.get("x-edge-cache")).toMatch(/HIT|STALE/);
      expect(setCookie).toMatch(/^lng=/);
      expect(setCookie).toContain("Max-Age=31536000");
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
    }
  });

  it("then holds without the address: the cookie it set chooses the next pages", async () => {
    const { setCookie } = await get("/?lng=pt", { "Accept-Language": "en-US" });
    const cookie = setCookie.split(";")[0] ?? "";
    const next = await get("/games", { Cookie: cookie, "Accept-Language": "en-US" });
    expect(next.body).toContain('<html lang="pt"');
    expect(next.setCookie).toBe("");
  });

  it("sets nothing when the cookie already says so, or for a language the store does not have", async () => {
    const { setCookie } = await get("/?lng=pt", { "Accept-Language": "en-US" });
    const cookie = setCookie.split(";")[0] ?? "";
    expect((await get("/?lng=pt", { Cookie: cookie })).setCookie).toBe("");
    expect((await get("/?lng=fr", { "Accept-Language": "en-US" })).setCookie).toBe("");
  });
});

describe("the page's word on its language", () => {
  it("says chosen for the address or the cookie, and guessed for the browser's languages", async () => {
    const guessed = await get("/_root.data", { "Accept-Language": "pt-BR" });
    expect(chosenFlag(guessed.body)).toBe(false);
    const byAddress = await get("/_root.data?lng=pt", { "Accept-Language": "pt-BR" });
    expect(chosenFlag(byAddress.body)).toBe(true);
    const cookie = byAddress.setCookie.split(";")[0] ?? "";
    const byCookie = await get("/_root.data", { Cookie: cookie, "Accept-Language": "pt-BR" });
    expect(chosenFlag(byCookie.body)).toBe(true);
  });
});

describe("a language guessed from the browser's", () => {
  const langOf = async (acceptLanguage: string) =>
    (await get("/games", { "Accept-Language": acceptLanguage })).body.match(/<html lang="(\w+)"/)?.[1];

  it("is the first of the store's languages the browser reads, in its order of preference", async () => {
    expect(await langOf("pt-BR,pt;q=0.9,en;q=0.8")).toBe("pt");
    expect(await langOf("PT-pt")).toBe("pt");
    // A French reader who also reads Portuguese is shown Portuguese, not the fallback.
    expect(await langOf("fr-FR, pt;q=0.7, en;q=0.5")).toBe("pt");
    expect(await langOf("en;q=0.4, pt;q=0.6")).toBe("pt");
  });

  it("is English when the browser refuses Portuguese (q=0) or reads none of the store's languages", async () => {
    expect(await langOf("pt;q=0, en;q=0.1")).toBe("en");
    expect(await langOf("de-DE, fr;q=0.8")).toBe("en");
    expect(await langOf("*")).toBe("en");
    expect(await langOf(";;q=x,,")).toBe("en");
  });
});
