// Which checkout flow each method uses on /checkout.
//   credit_card → "embedded": the card form on the checkout page itself, the common case kept short.
//   debit_card  → "redirect": the provider's payment page, which handles the bank's own confirmation
//                 step (3-D Secure) that Brazilian debit cards usually require.
//   pix         → "redirect": Stripe Checkout shows the Pix QR code on its page; the local sandbox
//                 answers with the code itself (no page to go to) and /checkout shows it.
// The REST API lets a client pick the flow itself; the store's pages use this rule.
import type { PaymentMethod } from "../db/schema";
import type { CheckoutFlow } from "../payments/provider";

export function paymentFlowFor(method: PaymentMethod): CheckoutFlow {
  return method === "credit_card" ? "embedded" : "redirect";
}
