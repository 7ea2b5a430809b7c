// A stored payment event's type in words ("Dispute opened"), never the provider's code
// ("charge.dispute.created"). The admin's payment log names each event it keeps; a type the store
// does not handle is shown as it is, like any value outside a vocabulary.
import type { Translate } from "../i18n/translator";

/** The provider's event types the store acts on, and the refunds it records itself, by their words' key. */
export const PAYMENT_EVENT_TYPES = {
  "checkout.session.completed": "sessionCompleted",
  "checkout.session.async_payment_succeeded": "delayedPaymentSucceeded",
  "checkout.session.async_payment_failed": "delayedPaymentFailed",
  "checkout.session.expired": "sessionExpired",
  "payment_intent.succeeded": "paymentSucceeded",
  "payment_intent.payment_failed": "paymentFailed",
  "charge.refunded": "chargeRefunded",
  "charge.dispute.created": "disputeCreated",
  "charge.dispute.closed": "disputeClosed",
  "admin.refund": "adminRefund",
  "late_payment.refund": "latePaymentRefund",
  "shopper_withdrawal.refund": "withdrawalRefund",
  "dispute_evidence.submitted": "disputeEvidenceSubmitted",
  "risk_hold.refund": "riskHoldRefund",
} as const;

function isKnownType(type: string): type is keyof typeof PAYMENT_EVENT_TYPES {
  return Object.hasOwn(PAYMENT_EVENT_TYPES, type);
}

export function paymentEventTypeText(t: Translate, type: string): string {
  return isKnownType(type) ? t(`vocabulary.paymentEventTypes.${PAYMENT_EVENT_TYPES[type]}`) : type;
}
