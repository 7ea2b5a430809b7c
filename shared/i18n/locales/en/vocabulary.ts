// The words for the codes the store keeps (statuses, payment methods, history reasons, admin
// actions, waiting times). Each vocabulary has one module in app/lib/vocabulary that is the only
// way a page or email turns its code into words; tests/workers/pages/vocabulary.test.ts checks every code.
const vocabulary = {
  paymentMethods: {
    credit_card: "Credit card",
    debit_card: "Debit card",
    pix: "Pix",
  },
  orderStatuses: {
    pendente: "Pending",
    processando: "Processing",
    concluído: "Completed",
    cancelado: "Canceled",
    revisão: "Under review",
    contestado: "On hold",
  },
  /** Where an admin needs more than a shopper is told: a decision to make, or why an order is held. */
  adminOrderStatuses: {
    revisão: "Needs review",
    contestado: "On hold (dispute)",
  },
  statusReasons: {
    created: "Order placed",
    paid: "Payment confirmed",
    payment_review: "Payment received, being checked",
    payment_accepted: "Payment accepted after review",
    payment_expired: "Payment window expired",
    payment_failed: "Payment failed",
    payment_session_failed: "The payment could not be started",
    abandoned: "Canceled by the shopper",
    superseded: "Replaced by a newer checkout",
    refunded: "Refunded",
    dispute_opened: "Payment disputed with the bank",
    dispute_won: "Dispute closed: the payment stands",
    dispute_closed: "Bank inquiry closed: the payment stands",
    withdrawn: "Withdrawn by the shopper within 7 days: refunded in full",
    dispute_lost: "Dispute lost: the bank returned the payment",
    admin: "Changed by an admin",
    shopper_cancel: "Stopped at the shopper's request",
  },
  /** An admin action on a record: "{{entity}}" is one of `auditEntities`, "{{id}}" its number. */
  auditActions: {
    create: "Created {{entity}} #{{id}}",
    update: "Edited {{entity}} #{{id}}",
    archive: "Archived {{entity}} #{{id}}",
    delete: "Deleted {{entity}} #{{id}}",
    restore: "Restored {{entity}} #{{id}}",
    status: "Changed the status of {{entity}} #{{id}}",
    refund: "Refunded {{entity}} #{{id}}",
    grant_admin: "Made {{entity}} #{{id}} an admin",
    revoke_admin: "Removed admin rights from {{entity}} #{{id}}",
    disable: "Disabled {{entity}} #{{id}}",
    enable: "Enabled {{entity}} #{{id}}",
    reset_two_factor: "Turned off two-factor sign-in of {{entity}} #{{id}}",
    accept_payment: "Accepted the payment under review of {{entity}} #{{id}}",
    dispute_opened: "Dispute opened on {{entity}} #{{id}}",
    dispute_closed: "Dispute closed on {{entity}} #{{id}}",
    withdrawal: "Shopper withdrew from {{entity}} #{{id}} (refunded in full)",
    other: "Changed {{entity}} #{{id}}",
  },
  /** Settings and featured games are single records: their actions read without a number. */
  auditSingles: {
    update: "Edited {{entity}}",
    other: "Changed {{entity}}",
  },
  auditEntities: {
    game: "game",
    coin_offer: "coin offer",
    item: "item",
    order: "order",
    user: "user",
    settings: "the store settings",
    featured_games: "the featured games",
    policy: "the policy",
    passkey: "a passkey",
    other: "record",
  },
  waiting: {
    minutes_one: "waiting {{count}} minute",
    minutes_other: "waiting {{count}} minutes",
    hours_one: "waiting {{count}} hour",
    hours_other: "waiting {{count}} hours",
    days_one: "waiting {{count}} day",
    days_other: "waiting {{count}} days",
    justNow: "just placed",
  },
  /** A payment event in the admin's payment log (lib/vocabulary/payment-event-types.ts). */
  paymentEventTypes: {
    sessionCompleted: "Paid on the payment page",
    delayedPaymentSucceeded: "Delayed payment cleared",
    delayedPaymentFailed: "Delayed payment failed",
    sessionExpired: "Payment page expired",
    paymentSucceeded: "Payment succeeded",
    paymentFailed: "Payment attempt declined",
    chargeRefunded: "Refund reported by the provider",
    disputeCreated: "Dispute opened by the bank",
    disputeClosed: "Dispute closed by the bank",
    adminRefund: "Refund by an admin",
    latePaymentRefund: "Late payment given back",
    withdrawalRefund: "Refunded for the shopper's 7-day withdrawal",
  },
  chatStatuses: {
    open: "Open",
    closed: "Closed",
  },
};

export default vocabulary;
