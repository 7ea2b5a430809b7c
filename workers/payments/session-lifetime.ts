/** How long a payment session stays payable (Stripe's minimum is 30 minutes). */
export const PAYMENT_SESSION_LIFETIME_MS = 30 * 60 * 1000;
