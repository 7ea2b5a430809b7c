// Refusing beyond the stock (issue 50): 409 `out_of_stock`, naming the quantity and saying how much
// is left, in the caller's language (the message keys are under `stock.refusals`).
import { formatCoinAmount } from "../../shared/describe-line";
import type { Language } from "../../shared/i18n/config";
import type { Database } from "../db/client";
import { DomainError } from "../kernel/domain-error";
import { stockOfOfferQuery, toAvailability, unitsCovered } from "./availability";

/** A line as checkout and the cart know it: what it buys, where, and how much. */
export interface CountedLine {
  itemId?: number | null;
  coinOfferId?: number | null;
  server?: string | null;
  quantity: number;
  /** Coins per unit for a coin line. */
  baseUnit?: number | null;
  /** How the shopper knows it ("30,000 Gold", "Mount"). */
  name: string;
}

/** What is left of a line's offer on its server, in the line's own units; null when unlimited. */
export function unitsLeft(available: number | null, line: Pick<CountedLine, "coinOfferId" | "baseUnit">) {
  return unitsCovered(available, line.coinOfferId != null ? (line.baseUnit ?? 1) : null);
}

/**
 * More than is left of one line: how much is, and where (a coin line says the coins, in the
 * caller's way of writing numbers; an item line the units).
 */
export function outOfStock(line: CountedLine, left: number, language: Language): DomainError {
  const server = line.server ?? "";
  const where = server ? "On" : "";
  const isCoin = line.coinOfferId != null;
  const messageKey =
    left <= 0 ? `stock.refusals.soldOut${where}` : `stock.refusals.${isCoin ? "coinsLeft" : "unitsLeft"}${where}`;
  const amount = isCoin ? formatCoinAmount(Math.max(0, left) * (line.baseUnit ?? 1), language) : String(left);
  return new DomainError("out_of_stock", messageKey, 409, {
    fields: [{ field: "quantity", messageKey }],
    params: { count: Math.max(0, left), amount, name: line.name, server },
  });
}

/**
 * Why a checkout's hold failed, read after the batch was refused: the first line whose offer and
 * server (with the cart's other lines of it) ask for more than is left now. Another checkout may
 * have let go meanwhile; the shopper is then asked to look at the cart again rather than told a
 * number that is no longer true.
 */
export async function checkoutShortage(
  db: Database,
  lines: CountedLine[],
  language: Language,
  now = new Date(),
): Promise<DomainError> {
  const keyOf = (line: CountedLine) =>
    line.coinOfferId != null
      ? { kind: "coin" as const, offerId: line.coinOfferId }
      : { kind: "item" as const, offerId: line.itemId ?? 0 };
  const needs = new Map<string, number>();
  const needOf = (line: CountedLine) =>
    line.coinOfferId != null ? line.quantity * (line.baseUnit ?? 1) : line.quantity;
  for (const line of lines) {
    const { kind, offerId } = keyOf(line);
    const key = `${kind}:${offerId}:${line.server ?? ""}`;
    needs.set(key, (needs.get(key) ?? 0) + needOf(line));
  }
  const offers = [...new Map(lines.map((line) => [JSON.stringify(keyOf(line)), keyOf(line)])).values()];
  const [first, ...rest] = offers.map(({ kind, offerId }) => stockOfOfferQuery(db, kind, offerId, now));
  if (!first) return new DomainError("out_of_stock", "stock.refusals.checkoutChanged", 409);
  const availability = toAvailability((await db.batch([first, ...rest])).flat());
  for (const line of lines) {
    const { kind, offerId } = keyOf(line);
    const available = availability.of(kind, offerId, line.server);
    if (available === null || available >= (needs.get(`${kind}:${offerId}:${line.server ?? ""}`) ?? 0)) continue;
    return outOfStock(line, unitsLeft(available, line) ?? 0, language);
  }
  return new DomainError("out_of_stock", "stock.refusals.checkoutChanged", 409);
}
