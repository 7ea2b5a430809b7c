// Two currencies (issue 17): the one price function, the formatting of both currencies in both
// languages, and how a request's currency is chosen.
import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyByCurrency } from "../../../shared/format-money";
import { type Pricing, priceIn, usdFromBrl } from "../../../shared/prices";
import { currencyForCountry, detectCurrency, serializeCurrencyCookie } from "../../edge/currency";

const at = (brlPerUsd: number, usdRounding: Pricing["conversion"]["usdRounding"]) => ({ brlPerUsd, usdRounding });

describe("an entry's price in a currency", () => {
  it("is the reais as set, in reais", () => {
    expect(priceIn({ brlCents: 3990, usdCents: 799 }, { currency: "BRL", conversion: at(5, "cent") })).toBe(3990);
  });

  it("is the admin's dollar price when set, whatever the rate", () => {
    expect(priceIn({ brlCents: 3990, usdCents: 749 }, { currency: "USD", conversion: at(5, "ninety-nine") })).toBe(749);
  });

  it("is the reais at the store's rate when no dollar price is set", () => {
    expect(priceIn({ brlCents: 3990, usdCents: null }, { currency: "USD", conversion: at(5, "cent") })).toBe(798);
  });

  it("rounds to the cent, to the nearest .99, or up to a whole dollar", () => {
    expect(usdFromBrl(3990, at(5.25, "cent"))).toBe(760); // 7.6000
    expect(usdFromBrl(3990, at(5.25, "ninety-nine"))).toBe(799);
    expect(usdFromBrl(990, at(5, "ninety-nine"))).toBe(199); // 1.98
    expect(usdFromBrl(4300, at(5, "ninety-nine"))).toBe(899); // 8.60
    expect(usdFromBrl(4200, at(5, "ninety-nine"))).toBe(799); // 8.40 is nearer 7.99 than 8.99
    expect(usdFromBrl(3990, at(5.25, "whole"))).toBe(800);
    expect(usdFromBrl(4000, at(5, "whole"))).toBe(800); // exactly 8: stays
  });

  it("never derives less than 0.99 with .99 rounding, nor nothing from a price, and keeps zero zero (not for sale)", () => {
    expect(usdFromBrl(100, at(5, "ninety-nine"))).toBe(99);
    expect(usdFromBrl(0, at(5, "ninety-nine"))).toBe(0);
    expect(usdFromBrl(0, at(5, "whole"))).toBe(0);
    expect(usdFromBrl(1, at(5, "cent"))).toBe(1);
  });
});

describe("money in both languages", () => {
  it("writes reais and dollars the way each language writes money", () => {
    const normal = (text: string) => text.replace(/\s/g, " ");
    expect(normal(formatMoney(3990, "BRL", "pt"))).toBe("R$ 39,90");
    expect(formatMoney(799, "USD", "en")).toBe("$7.99");
    expect(normal(formatMoney(799, "USD", "pt"))).toBe("US$ 7,99");
    expect(formatMoney(3990, "BRL", "en")).toBe("R$39.90");
  });

  it("keeps sums in two currencies apart", () => {
    expect(
      formatMoneyByCurrency(
        [
          { currency: "BRL", cents: 3990 },
          { currency: "USD", cents: 799 },
        ],
        "en",
      ),
    ).toBe("R$39.90 + $7.99");
    expect(formatMoneyByCurrency([], "en")).toBe("R$0.00");
  });
});

describe("the shopper's currency", () => {
  const request = (headers: Record<string, string> = {}, query = "") =>
    new Request(`http://store.test/game/1${query}`, { headers });
  const cookie = async (currency: "BRL" | "USD") =>
    (await serializeCurrencyCookie(request(), currency)).split(";")[0] ?? "";

  it("comes from the country Cloudflare reports: Brazil pays in reais, everyone else in dollars", async () => {
    expect(await detectCurrency(request({ "CF-IPCountry": "BR" }))).toBe("BRL");
    expect(await detectCurrency(request({ "CF-IPCountry": "US" }))).toBe("USD");
    expect(await detectCurrency(request({ "CF-IPCountry": "PT" }))).toBe("USD");
    expect(currencyForCountry("XX")).toBe("USD");
  });

  it("is the store's own currency, reais, when no country is reported (local runs, tests)", async () => {
    expect(await detectCurrency(request())).toBe("BRL");
  });

  it("is the cookie's choice over the country", async () => {
    expect(await detectCurrency(request({ "CF-IPCountry": "BR", Cookie: await cookie("USD") }))).toBe("USD");
    expect(await detectCurrency(request({ "CF-IPCountry": "US", Cookie: await cookie("BRL") }))).toBe("BRL");
  });

  it("is the address's ?currency= over the cookie, and ignores a currency the store does not sell in", async () => {
    expect(await detectCurrency(request({ Cookie: await cookie("BRL") }, "?currency=usd"))).toBe("USD");
    expect(await detectCurrency(request({ Cookie: await cookie("USD") }, "?currency=EUR"))).toBe("USD");
  });

  it("is kept in an HttpOnly, SameSite=Lax cookie, Secure when the store is on https", async () => {
    const plain = await serializeCurrencyCookie(request(), "USD");
    expect(plain).toMatch(/^cur=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    expect(await serializeCurrencyCookie(new Request("https://store.example/"), "USD")).toMatch(/Secure/);
  });
});
