// The payment step (checkout and "pay now" on a pending order) and what the shopper reads after it.
const payment = {
  paymentStep: {
    changeMethod: "Change payment method",
    notPayable: "This order can no longer be paid. Its page shows what happened to it.",
    paymentUnderWay: "A payment for this order is already on its way. Its page will show it in a moment.",
    payNow: "Pay now",
    payNowFor: "Pay now for order #{{id}}",
    payNowTitle: "Pay for this order",
    payNowText: "This order is waiting for payment. Choose how to pay to finish it.",
    pendingOrder:
      "Your order #{{id}} is waiting for payment: completing the purchase pays it with your cart as it is now.",
  },
  successPage: {
    approvedTitle: "Payment approved!",
    approvedText: "Thank you! Your payment for order #{{id}} is confirmed.",
    waitingTitle: "Waiting for the payment confirmation",
    waitingText: "We are confirming your payment for order #{{id}}. This page updates by itself.",
    notPaidTitle: "Not paid",
    notPaidText: "Order #{{id}} was not paid and nothing was charged. Your items are still in your cart.",
    otherTitle: "Order #{{id}} received",
    otherText: "Your order's page shows its status as soon as it changes.",
    backToCart: "Back to cart",
    bought: "What you bought",
    forNickname: "For {{nickname}}",
    supportReference: "Reference for support:",
    goingHome_one: "Going to the home page in {{count}} second.",
    goingHome_other: "Going to the home page in {{count}} seconds.",
    stayHere: "Stay on this page",
    approvedMetaTitle: "Payment approved | Gamer Store",
    waitingMetaTitle: "Confirming payment | Gamer Store",
    notPaidMetaTitle: "Not paid | Gamer Store",
    otherMetaTitle: "Order received | Gamer Store",
  },
  checkoutCancelled: {
    title: "Payment Cancelled",
    text: "Nothing was charged. Your items are still in your cart, and order #{{id}} waits for you to pay it.",
    textNoOrder: "Nothing was charged. Your items are still in your cart.",
    tryAgain: "Choose how to pay",
    cancelOrder: "Cancel the order",
    cancelling: "Canceling…",
    cancelled: "Order #{{id}} was canceled. Your items are still in your cart.",
    scheduled:
      "The payment provider can't be reached right now, so order #{{id}} is not canceled yet: we will cancel it as soon as the provider confirms it can no longer be paid. Nothing was charged.",
    metaTitle: "Payment Cancelled | Gamer Store",
  },
};

export type PaymentTexts = typeof payment;
export default payment;
