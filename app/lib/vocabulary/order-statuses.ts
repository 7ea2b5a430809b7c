// An order status in words ("Processing"), for shoppers and admins alike. Spec section 4: a value
// outside the model is shown as it is (and styled neutral by the badges).
import { isOrderStatus } from "@workers/services/orders/status";
import type { Translate } from "~/i18n/translator";

export function orderStatusText(t: Translate, status: string): string {
  return isOrderStatus(status) ? t(`vocabulary.orderStatuses.${status}`) : status;
}
