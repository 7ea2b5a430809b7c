// The admin's confirm step before a refund or a status change that cannot be taken back.
const adminConfirm = {
  keep: "Keep it as it is",
  refundTitle: "Refund {{amount}} to {{name}}?",
  refundConsequence:
    "{{amount}} goes back through the payment provider and order #{{id}} is canceled. The shopper is emailed. This cannot be undone.",
  refundPartConsequence:
    "{{amount}} goes back through the payment provider; order #{{id}} keeps its status, with {{left}} still paid. The shopper sees the refund on the order. This cannot be undone.",
  refundButton: "Yes, refund {{amount}}",
  statusTitle: "Mark order #{{id}} as {{status}}?",
  statusButton: "Yes, mark as {{status}}",
  /** What each target status does, said before the admin confirms it. */
  consequences: {
    pendente: "The order goes back to waiting for payment.",
    processando:
      "The order counts as paid and waits for delivery, although no payment is recorded. It cannot go back to Pending.",
    concluído:
      "{{name}} is emailed that the order was delivered. A completed order cannot be changed or refunded afterwards.",
    cancelado: "The shopper can no longer pay for this order. A canceled order cannot be reopened.",
  },
};

export type AdminConfirmTexts = typeof adminConfirm;
export default adminConfirm;
