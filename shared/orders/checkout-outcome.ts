// What the checkout success page says, from the order's real status (never from having arrived
// there): approved once paid, waiting while pending (the webhook confirms the payment), not paid
// when it was cancelled or failed without a charge. Anything else (a refunded order, a status this
// page does not know) reads neutrally and leaves the details to the order's page.
export type CheckoutOutcome = "approved" | "waiting" | "notPaid" | "other";

export function checkoutOutcome(order: { status: string; payments: Array<{ kind: string }> }): CheckoutOutcome {
  switch (order.status) {
    case "processando":
    case "concluído":
      return "approved";
    case "pendente":
      return "waiting";
    case "cancelado":
      return order.payments.some((payment) => payment.kind === "charge") ? "other" : "notPaid";
    default:
      return "other";
  }
}
