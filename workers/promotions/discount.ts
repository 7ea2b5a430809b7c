// How a code's discount is shared among the lines it applies to, in integer cents
// (docs/decisions/034-promotion-codes.md, "Rounding"):
// - the discount of the whole order is computed once: a percent code's is the eligible lines' sum
//   times the percent, rounded down (the shopper never gets more than the code says); a fixed code's
//   is its amount in the order's currency;
// - it never reaches the eligible sum: at least one cent of them is still charged (a payment provider
//   cannot charge nothing, and a free order is not something a code makes);
// - it is split over the eligible lines in proportion to their totals, each share rounded down, and
//   the cents left over go one each to the lines with the largest remainders (ties: the earlier line),
//   so the lines' discounts add up to the order's exactly and no line's exceeds its total.

export interface DiscountRule {
  kind: "percent" | "amount";
  percent: number | null;
  /** A fixed code's amount in the order's currency. */
  amountCents: number | null;
}

/** The discount of each line (0 for lines the code does not apply to), in the lines' order. */
export function lineDiscounts(rule: DiscountRule, lines: Array<{ totalCents: number; eligible: boolean }>): number[] {
  const eligibleSum = lines.reduce((sum, line) => sum + (line.eligible ? line.totalCents : 0), 0);
  if (eligibleSum <= 0) return lines.map(() => 0);
  const wanted =
    rule.kind === "percent" ? Math.floor((eligibleSum * (rule.percent ?? 0)) / 100) : (rule.amountCents ?? 0);
  const discount = Math.max(0, Math.min(wanted, eligibleSum - 1));
  const shares = lines.map((line, index) => {
    // Integer arithmetic: cents × cents stays far below 2^53.
    const scaled = line.eligible ? discount * line.totalCents : 0;
    const cents = Math.floor(scaled / eligibleSum);
    return { index, cents, remainder: scaled - cents * eligibleSum };
  });
  let left = discount - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    if (share.remainder === 0) continue;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((share) => share.cents);
}
