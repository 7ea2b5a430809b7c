// Money on an order (issue 12): refunds and disputes as the shopper and the admin see them, and the
// payment event log of the admin order page with the reason each event did what it did.
const orderMoney = {
  shopper: {
    refunds: "Refunds",
    partiallyRefunded: "Partially refunded: {{amount}} of {{total}}",
    refunded: "Refunded: {{amount}}",
  },
  admin: {
    title: "Payments and refunds",
    paid: "Paid: {{amount}}",
    notPaid: "Nothing paid yet.",
    refundedPart: "Partially refunded: {{amount}}",
    refundedAll: "Refunded in full: {{amount}}",
    refundTitle: "Refund",
    moneyNotInRole: "Refunds and payment decisions are made by a manager or the owner.",
    refundHint:
      "Gives money back through the payment provider. The order keeps its status until everything paid is refunded; then it is canceled and the shopper is emailed.",
    amount: "Amount to refund ({{currency}})",
    amountHint: "Up to {{amount}}.",
    refundButton: "Refund",
    refundedMessage: "Refunded {{amount}} ({{ref}}).",
    reviewTitle: "Payment needs review",
    reviewText:
      "A payment reached this order that does not match it ({{reason}}). Nothing was delivered. Accept it to fulfil the order, or refund it.",
    acceptButton: "Accept the payment",
    acceptedMessage: "Payment accepted: the order is being processed.",
    disputeTitle: "On hold: the charge is disputed",
    disputeText:
      "The shopper's bank is reviewing this charge. Do not deliver; the order leaves hold when the dispute closes.",
    events: "Payment events",
    noEvents: "No payment events.",
    received: "Received",
    type: "Event",
    eventId: "Event id",
    amountColumn: "Amount",
    outcomeColumn: "Result",
    reasonColumn: "Why",
    deliveries_one: "delivered once",
    deliveries_other: "delivered {{count}} times",
    outcomes: {
      applied: "Applied",
      duplicate: "Duplicate: nothing changed",
      review: "Kept for review",
      refused: "Refused",
      ignored: "Nothing to do",
    },
    reasons: {
      paid: "Paid in full, as expected.",
      amount_mismatch: "The amount received differs from the order's total.",
      currency_mismatch: "The currency received differs from the order's.",
      metadata_mismatch: "The event's metadata names another order than the store's records.",
      payment_id_mismatch: "The payment id differs from the one recorded for this order.",
      unknown_session: "No order has this checkout session.",
      unknown_payment: "No order has this payment.",
      not_paid_yet: "The session is complete but not paid yet.",
      settled_by_session: "Payments are settled by the checkout session's event.",
      card_declined: "A card was declined; the shopper may try again.",
      order_not_pending: "The order was no longer waiting for payment.",
      session_expired: "The payment session expired: the order was canceled.",
      payment_failed: "The payment failed: the order was canceled.",
      late_payment_refunded: "Paid after the order was canceled: the money was refunded.",
      late_payment_refund_retrying:
        "Paid after the order was canceled: the payment provider could not be reached, so the refund is being retried automatically.",
      late_payment_refund_failed: "Paid after the order was canceled, and the automatic refund failed: refund it here.",
      sold_out:
        "Paid after the order's stock hold lapsed, and it had sold out meanwhile: the order was canceled and is being refunded.",
      sold_out_refunded:
        "Paid after the order's stock hold lapsed, and it had sold out meanwhile: the money was refunded.",
      sold_out_refund_retrying:
        "Paid after the order's stock hold lapsed, and it had sold out meanwhile: the payment provider could not be reached, so the refund is being retried automatically.",
      partial_refund: "A partial refund.",
      full_refund: "Everything paid was refunded.",
      refund_already_recorded: "This refund was already counted.",
      no_charge: "No payment is recorded for this order.",
      dispute_opened: "The shopper's bank opened a dispute: the order is on hold.",
      dispute_already_closed: "This dispute had already closed.",
      dispute_not_closed: "The dispute is not closed yet.",
      dispute_won: "Dispute won: the order left hold.",
      dispute_warning_closed: "The bank's inquiry closed without a dispute: the order left hold.",
      dispute_lost: "Dispute lost: the bank took the money back and the order was canceled.",
      already_recorded: "What this event means was already recorded.",
      not_handled: "The store does not act on this kind of event.",
    },
  },
  errors: {
    refundTooLarge: "The amount must be above zero and at most what is left to refund.",
    refundFailed: "The payment provider did not refund. Nothing was recorded; try again.",
    disputed: "A disputed charge cannot be refunded while the dispute is open.",
    notUnderReview: "This order's payment is not waiting for review.",
  },
};

export default orderMoney;
