// A support agent refunds up to a limit the owner sets (issue 49; docs/decisions/064-support-refund-limit.md):
// the order's refunds, all of them counted (a manager's, the store's own, pending ones), may reach the
// settings' limit for the order's currency and no further. A role with `refunds` has no limit.
import { isCurrency } from "../../shared/currencies";
import { formatMoney } from "../../shared/format-money";
import type { Language } from "../../shared/i18n/config";
import { can, requirePower, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { DomainError } from "../kernel/domain-error";
import type { RefundCap } from "../orders/refunds";
import { getStoreSettings } from "../settings/store-settings";

export interface RefundLimitDeps {
  db: Database;
  viewer: Pick<Viewer, "adminAccess" | "staffRole">;
  /** The language the refusal names the limit in. */
  language: Language;
}

/** Whether `viewer` may refund at all: without a limit, or within one. */
export const mayRefund = (viewer: RefundLimitDeps["viewer"]): boolean =>
  can(viewer, "refunds") || can(viewer, "refunds_up_to_limit");

/** Refuses (403 `forbidden`) a role that refunds nothing, before a refund's input is read. */
export function requireMayRefund(viewer: RefundLimitDeps["viewer"]): void {
  if (!mayRefund(viewer)) requirePower(viewer, "refunds_up_to_limit");
}

/**
 * The cap on an order's refunds when `viewer` refunds on an order paid in `currency`: none for a role
 * with `refunds`; the owner's limit, read from the settings at each request (a change applies to the
 * next refund), for one with `refunds_up_to_limit`; 403 `forbidden` to any other role.
 */
export async function refundCapFor(deps: RefundLimitDeps, currency: string): Promise<RefundCap | undefined> {
  if (can(deps.viewer, "refunds")) return undefined;
  requirePower(deps.viewer, "refunds_up_to_limit");
  const limits = (await getStoreSettings(deps.db)).supportRefundLimitCents;
  // An order in a currency the settings don't name (none today) gets no refund from support.
  const totalCents = isCurrency(currency) ? limits[currency] : 0;
  const money = (cents: number) => formatMoney(cents, currency, deps.language);
  return {
    totalCents,
    refused: (refundedCents) => {
      const messageKey = "orderMoney.errors.refundLimit";
      return new DomainError("refund_limit", messageKey, 403, {
        fields: [{ field: "amount", messageKey }],
        params: { amount: money(totalCents), left: money(leftWithin(totalCents, refundedCents)) },
      });
    },
  };
}

/** What a cap of `totalCents` still allows on an order whose refunds are `refundedCents`. */
export const leftWithin = (totalCents: number, refundedCents: number): number =>
  Math.max(0, totalCents - refundedCents);
