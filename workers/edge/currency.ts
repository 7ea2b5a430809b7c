// The shopper's currency (docs/decisions/024-two-currencies.md): asked for in the address
// (`?currency=USD`, mostly the API's), then the choice kept in the `cur` cookie (the switch beside the
// language switch), then the country Cloudflare reports (`CF-IPCountry`: Brazil pays in reais, the
// rest of the world in dollars). Without that header (local runs, tests, a zone without IP
// geolocation) the store's own currency, reais, so the demo catalogue reads as it was priced.
import { createCookie } from "@remix-run/cloudflare";
import { BASE_CURRENCY, type Currency, isCurrency } from "@shared/prices";

export const currencyCookie = createCookie("cur", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** The currency the address asks for (`?currency=usd`), if it is one of ours. */
export function currencyInAddress(request: Request): Currency | null {
  const requested = new URL(request.url).searchParams.get("currency")?.toUpperCase();
  return isCurrency(requested) ? requested : null;
}

/** The currency the shopper's cookie holds, if any. */
export async function currencyInCookie(request: Request): Promise<Currency | null> {
  const stored = await currencyCookie.parse(request.headers.get("Cookie"));
  return isCurrency(stored) ? stored : null;
}

/** The currency for the country Cloudflare says the request comes from; reais when it says nothing. */
export function currencyForCountry(country: string | null): Currency {
  if (!country) return BASE_CURRENCY;
  return country.toUpperCase() === "BR" ? "BRL" : "USD";
}

/** The request's currency: address, then cookie, then country (decided once per request by workers/edge/load-context.ts). */
export async function detectCurrency(request: Request): Promise<Currency> {
  const stored = await currencyInCookie(request);
  return currencyInAddress(request) ?? stored ?? currencyForCountry(request.headers.get("CF-IPCountry"));
}

/** A Set-Cookie value storing the currency; Secure whenever the store is served over https. */
export function serializeCurrencyCookie(request: Request, currency: Currency): Promise<string> {
  return currencyCookie.serialize(currency, { secure: new URL(request.url).protocol === "https:" });
}
