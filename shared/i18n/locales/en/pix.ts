// Paying with Pix on the checkout page, and the bank's 3-D Secure step of a card payment.
const pix = {
  pix: {
    title: "Pay with Pix",
    scan: "Scan the QR code with your bank's app, or copy the code and paste it in the app's Pix copy-and-paste option.",
    qrLabel: "Pix QR code",
    copyPasteLabel: "Pix copy-and-paste code",
    copy: "Copy code",
    copied: "Code copied",
    copyFailed: "Could not copy: select the code and copy it yourself.",
    timeLeft: "Time left to pay",
    waiting: "Waiting for your payment. This page moves on by itself as soon as it lands.",
    expiredTitle: "This Pix code expired",
    failedTitle: "The Pix payment did not go through",
    endedText: "Nothing was charged and your items are still in your cart.",
    replacedTitle: "This Pix code was replaced",
    replacedText:
      "A newer code for this order was made on another page (another tab, or after the cart changed), so this one can no longer be paid. Nothing was charged.",
    newCode: "Get a new Pix code",
    brlOnly: "Pix pays orders in reais (BRL) only. Choose a card to pay this order.",
    sandboxNotice: "Test mode: no bank is involved. Play the bank's answer:",
    simulatePay: "Simulate payment",
    simulateFail: "Simulate failure",
    simulateFailed: "The test payment could not be sent. Try again.",
  },
  threeDSecure: {
    title: "Confirm the payment with your bank",
    text: "Your bank asks you to confirm that this payment is yours (3-D Secure). Test mode: choose the bank's answer.",
    complete: "Complete authentication",
    fail: "Fail authentication",
    failed:
      "Your bank could not confirm this payment, so nothing was charged. Your order is still waiting: try again or use another card.",
  },
};

export type PixTexts = typeof pix;
export default pix;
