// The 7-day withdrawal (CDC art. 49) on the order page, its refusals, and the admin's marker.
const withdrawal = {
  title: "Changed your mind?",
  /** The promise: shared/orders/withdrawal.ts says it where the rule is decided, with both of its ends. */
  intro:
    "You can withdraw from this purchase online until it is delivered or until {{until}}, whichever comes first: the order is cancelled and everything you paid is refunded at once to your original payment method. Once it is delivered, withdrawing online is no longer possible.",
  start: "Withdraw from this purchase",
  confirmTitle: "Withdraw from order #{{id}}?",
  confirmText: "The order will be cancelled and {{amount}} refunded. This cannot be undone.",
  confirm: "Yes, withdraw and refund",
  confirming: "Withdrawing…",
  keep: "Keep my order",
  done: "Done: order #{{id}} is cancelled and {{amount}} is on its way back to you. We emailed you a confirmation.",
  contactSupport: "Talk to support",
  adminFilter: "Withdrawn by the shopper only",
  adminMarker: "Withdrawn",
  why: {
    delivered:
      "This order was already delivered, so it cannot be withdrawn online. If something is wrong with it, talk to our support team.",
    expired:
      "The 7 days to withdraw from this purchase are over. If something is wrong with it, talk to our support team.",
    notPaid: "This order has not been paid, so there is nothing to withdraw from.",
    cancelled: "This order is already cancelled.",
    underReview: "This order's payment is being reviewed. Talk to our support team to withdraw from it.",
    alreadyWithdrawn: "You already withdrew from this order.",
  },
};

export default withdrawal;
