// A counted stock line named in one string (issue 50): the stock page's bulk form posts one per
// ticked row, and its rows are keyed by it. Servers may hold any character, so the server comes last.

export interface StockLineName {
  kind: "coin" | "item";
  offerId: number;
  server: string;
}

export const stockLineKey = (line: StockLineName) => `${line.kind}:${line.offerId}:${line.server}`;

/** The line a key names, or null for a key no row of the page could have posted. */
export function stockLineOfKey(key: string): StockLineName | null {
  const match = /^(coin|item):(\d{1,15}):(.*)$/s.exec(key);
  if (!match) return null;
  return { kind: match[1] as StockLineName["kind"], offerId: Number(match[2]), server: match[3] ?? "" };
}
