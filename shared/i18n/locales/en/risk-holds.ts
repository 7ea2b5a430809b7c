// Risky orders held before delivery (issue 51): what the shopper reads while and after their order is
// checked, what a manager decides with, the owner's rules on /admin/settings and the dashboard's counts.
const riskHolds = {
  shopper: {
    title: "Your payment is being checked",
    text: "Before delivering, we check some payments to protect you and us from card fraud. Yours is being checked now: you do not need to do anything.",
    deadline:
      "We will decide by {{deadline}}. If the check passes, delivery starts at once. If we cannot confirm the payment by then, the order is cancelled and refunded in full, automatically.",
    refused:
      "We could not confirm this payment, so we did not deliver the order: it is cancelled and refunded in full to your original payment method (it can take a few business days to appear).",
    expired:
      "We could not finish checking this payment in time, so we did not deliver the order: it is cancelled and refunded in full to your original payment method (it can take a few business days to appear).",
    why: "Why: {{note}}",
  },
  admin: {
    title: "Held for risk review",
    reasons: "Why it is held",
    deadline: "Refunded in full automatically, unless someone decides before:",
    reason: "What the shopper reads if you refuse (optional)",
    approve: "Approve for delivery",
    refuse: "Refuse and refund in full",
    approved: "Approved for delivery:",
    refused: "Refused and refunded in full:",
    expired: "Nobody reviewed it before its deadline, refunded in full:",
    doneApproved: "Approved: the order is on the delivery desk.",
    doneRefused: "Refused: the full refund is on its way to the shopper.",
  },
  reasons: {
    first_order_above: "The account's first order, above the amount set",
    country_mismatch: "The card is from another country than the buyer's connection",
    disposable_email: "The account uses a disposable email address",
    failed_payments: "Several failed payments of the account in the last hour",
    provider_risk: "The payment provider rated the payment's risk elevated or highest",
  },
  settings: {
    legend: "Risky orders",
    hint: "A paid order matching any rule that is on is held before delivery until a manager approves or refuses it; one not reviewed in time is refunded in full.",
    firstOrderOn: "Hold an account's first order above an amount",
    firstOrderAboveBRL: "First order above (R$)",
    firstOrderAboveUSD: "First order above (US$)",
    countryMismatchOn: "Hold when the card's country differs from the buyer's connection",
    disposableEmailOn: "Hold accounts with a disposable email address",
    disposableDomains: "Disposable email domains",
    disposableDomainsHint: "One domain a line; its subdomains count too.",
    failedPaymentsOn: "Hold after several failed payments in an hour",
    failedPayments: "Failed payments in an hour",
    providerOn: "Hold when the payment provider rates the risk high",
    providerLevel: "From the provider's risk level",
    providerLevels: { elevated: "Elevated or highest", highest: "Highest only" },
    reviewHours: "Hours to review a held order",
    reviewHoursHint: "From 1 to 72. Past this, the order is refunded in full automatically.",
  },
  validation: {
    amount: "Enter an amount such as 500 or 500.00.",
    domains: "Enter up to 200 domain names, such as mailinator.com, one a line.",
    failedPayments: "Enter a whole number from 1 to 50.",
    reviewHours: "Enter a whole number of hours from 1 to 72.",
  },
  dashboard: {
    title: "Risk holds, last 30 days",
    held: "Held",
    approved: "Approved",
    refused: "Refused",
    expired: "Refunded at the deadline",
    waiting: "Waiting for review now",
  },
  errors: {
    notHeld: "This order is not held for review.",
    alreadyDecided: "This order's review was already decided.",
    decision: "Choose approve or refuse.",
    reasonTooLong: "Write at most 500 characters.",
  },
};

export default riskHolds;
