// The rules between a new code's fields, in one place: the schema (./schemas.ts) reports each
// broken one by its field, all of them at once, and the service (createCode) holds them for any
// other caller. Amounts are in cents.

export type CodeKind = "percent" | "amount";

const positive = (cents: number | null | undefined) =>
  typeof cents === "number" && Number.isInteger(cents) && cents > 0;

/** A percent code takes a whole percent from 1 to 99; a fixed code has no percent to check. */
export function percentHolds(kind: CodeKind, percent: number | null | undefined): boolean {
  return (
    kind !== "percent" || (typeof percent === "number" && Number.isInteger(percent) && percent >= 1 && percent <= 99)
  );
}

/** A fixed code gives an amount in reais, in dollars or in both. */
export function amountHolds(
  kind: CodeKind,
  amountBrlCents: number | null | undefined,
  amountUsdCents: number | null | undefined,
): boolean {
  return kind !== "amount" || positive(amountBrlCents) || positive(amountUsdCents);
}

/** A code's period ends after it starts (either end may be open). */
export function periodHolds(startsAt: string | null | undefined, endsAt: string | null | undefined): boolean {
  return !startsAt || !endsAt || endsAt > startsAt;
}
