/**
 * The service fee the cart and checkout show (spec section 9: fixed at 0.00). Checkout charges the
 * cart total; if this ever becomes more than zero, startCheckout must add it to the order too.
 */
export const SERVICE_FEE_CENTS = 0;
