// One request context per request (issue 48, workers/edge/load-context.ts): the API and the pages read
// the same language, currency and signed-in person from it, and a page whose loaders and guard all
// ask who is signed in reads the session from D1 once.
import { env } from "cloudflare:workers";
import { decode } from "turbo-stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../../shared/i18n/config";
import { translatorFor } from "../../../shared/i18n/translators";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { currencyCookie } from "../currency";
import { languageCookie } from "../language";

let gameId: number;

beforeAll(async () => {
  gameId = (await seedWarcraft()).wow.id;
});

/** The statements that read a sign-in's standing (its account and session version) from D1. */
const sessionReads = (statements: { sql: string }[]) =>
  statements.filter(({ sql }) => /from "users"/.test(sql) && /"session_version"/.test(sql)).length;

describe("the signed-in person", () => {
  it("is read from D1 once for a page whose root loader, page loader and guard all ask", async () => {
    const cookie = await signIn(await createVerifiedAccount("one-context"));
    const counter = countingD1(env.DB);
    const response = await fetchWorker("/settings", {}, { cookie, bindings: { DB: counter.d1 } });
    expect(response.status).toBe(200);
    // The page is the signed-in person's (the guard let them in, the shell names them).
    expect(await response.text()).toContain("one-context");
    expect(sessionReads(counter.statements)).toBe(1);
  });
});

/** A cookie header part (`name=value`) as the store's own cookie sets it. */
async function cookiePart(cookie: { serialize(value: string): Promise<string> }, value: string) {
  return (await cookie.serialize(value)).split(";")[0];
}

/** The language and currency the root loader hands the page, as the browser's script reads them. */
async function pageReading(search: string, headers: Record<string, string>) {
  const response = await fetchWorker(`/_root.data${search}`, { headers });
  const decoded = await decode(response.body ?? new ReadableStream());
  await decoded.done;
  const root = (decoded.value as { root: { data: { locale: string; currency: string } } }).root.data;
  return { language: root.locale, currency: root.currency };
}

/** The language and currency the API answers in: a game's prices, and a refusal's message. */
async function apiReading(search: string, headers: Record<string, string>) {
  const game = await (await fetchWorker(`/api/games/${gameId}${search}`, { headers })).json<{ currency: string }>();
  const refusal = await (await fetchWorker(`/api/no-such-route${search}`, { headers })).json<{ message: string }>();
  const language = (["en", "pt"] as const).find(
    (candidate: Language) => translatorFor(candidate)("errors.noApiRoute") === refusal.message,
  );
  return { language, currency: game.currency };
}

describe("the language and the currency", () => {
  interface Case {
    name: string;
    search: string;
    headers: Record<string, string>;
    expected: { language: Language; currency: string };
  }
  const cases = async (): Promise<Case[]> => [
    {
      name: "guessed from the browser and the country",
      search: "",
      headers: { "Accept-Language": "pt-BR", "CF-IPCountry": "BR" },
      expected: { language: "pt", currency: "BRL" },
    },
    {
      name: "kept in cookies, over the browser and the country",
      search: "",
      headers: {
        "Accept-Language": "pt-BR",
        "CF-IPCountry": "BR",
        Cookie: `${await cookiePart(languageCookie, "en")}; ${await cookiePart(currencyCookie, "USD")}`,
      },
      expected: { language: "en", currency: "USD" },
    },
    {
      name: "asked for in the address, over the cookies",
      search: "?lng=pt&currency=usd",
      headers: { Cookie: `${await cookiePart(languageCookie, "en")}; ${await cookiePart(currencyCookie, "BRL")}` },
      expected: { language: "pt", currency: "USD" },
    },
  ];

  it("are the same for the API and the page, whichever way the visitor chose them", async () => {
    for (const { name, search, headers, expected } of await cases()) {
      const [page, api] = await Promise.all([pageReading(search, headers), apiReading(search, headers)]);
      expect({ name, page, api }).toEqual({ name, page: expected, api: expected });
    }
  });
});
