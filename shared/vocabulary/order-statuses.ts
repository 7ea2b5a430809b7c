// An order status in words ("Processing"), for shoppers and admins alike. Spec section 4: a value
// outside the model is shown as it is (and styled neutral by the badges).

import type { Translate } from "../i18n/translator";
import { isOrderStatus } from "../orders/status";

/** The statuses an admin reads in other words than the shopper: a decision to make, or why an order is held. */
const ADMIN_WORDED = ["revisão", "contestado", "em_analise"] as const;

export function orderStatusText(t: Translate, status: string): string {
  return isOrderStatus(status) ? t(`vocabulary.orderStatuses.${status}`) : status;
}

/** The status as the admin pages name it ("Needs review" where the shopper reads "Under review"). */
export function adminOrderStatusText(t: Translate, status: string): string {
  return (ADMIN_WORDED as readonly string[]).includes(status)
    ? t(`vocabulary.adminOrderStatuses.${status}`)
    : orderStatusText(t, status);
}
