// The shopper's right to withdraw online (CDC art. 49; Decreto 7.962/2013): open while the order is
// paid and not yet delivered, for 7 days from the charge, whichever ends first. The rule and the
// sentence that promises it live here together, so every place that makes the promise (the order
// page, the confirmation email, the success page) says exactly what the rule decides.
import type { Translate } from "../i18n/translator";

export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an order can be withdrawn from now, and if not, why (an i18n key under `withdrawal.why`). */
export type Withdrawability =
  | { allowed: true; until: string }
  | { allowed: false; why: "delivered" | "expired" | "notPaid" | "cancelled" | "underReview" };

/** The order's status and when it was paid decide; `paidAt` is the charge's time. */
export function withdrawability(status: string, paidAt: string | null, now = Date.now()): Withdrawability {
  // Delivery ends the right online whatever the date: in-game goods are consumed when delivered.
  if (status === "concluído") return { allowed: false, why: "delivered" };
  if (status === "cancelado") return { allowed: false, why: "cancelled" };
  if (status === "pendente" || !paidAt) return { allowed: false, why: "notPaid" };
  if (status !== "processando") return { allowed: false, why: "underReview" };
  const until = Date.parse(paidAt) + WITHDRAWAL_DAYS * DAY_MS;
  if (now > until) return { allowed: false, why: "expired" };
  return { allowed: true, until: new Date(until).toISOString() };
}

/**
 * The promise of an open withdrawal, naming both of its ends (delivery and the date); null when it
 * is not open. `formatDate` writes the date in the reader's zone (a page) or the store's (an email).
 */
export function withdrawalPromiseText(
  t: Translate,
  state: Withdrawability,
  formatDate: (iso: string) => string,
): string | null {
  return state.allowed ? t("withdrawal.intro", { until: formatDate(state.until) }) : null;
}
