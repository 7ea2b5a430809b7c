// Why an order's status changed, in words ("Payment confirmed"), from the reason code the store
// wrote with the change. Rows older than reason codes carry none: the admin's note says it.

import { STATUS_REASONS, type StatusReason } from "../codes";
import type { Translate } from "../i18n/translator";

function isStatusReason(value: string): value is StatusReason {
  return (STATUS_REASONS as readonly string[]).includes(value);
}

export function statusReasonText(t: Translate, reason: string | null): string | null {
  return reason !== null && isStatusReason(reason) ? t(`vocabulary.statusReasons.${reason}`) : null;
}
