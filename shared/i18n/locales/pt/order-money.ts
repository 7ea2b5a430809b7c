// Dinheiro de um pedido (issue 12); veja ../en/order-money.ts.
import type enOrderMoney from "../en/order-money";

const orderMoney: typeof enOrderMoney = {
  shopper: {
    refunds: "Reembolsos",
    partiallyRefunded: "Reembolso parcial: {{amount}} de {{total}}",
    refunded: "Reembolsado: {{amount}}",
  },
  admin: {
    title: "Pagamentos e reembolsos",
    paid: "Pago: {{amount}}",
    notPaid: "Nada pago ainda.",
    refundedPart: "Reembolso parcial: {{amount}}",
    refundedAll: "Reembolsado por completo: {{amount}}",
    refundTitle: "Reembolso",
    moneyNotInRole: "Reembolsos e decisões de pagamento ficam com um gerente ou o dono da loja.",
    refundHint:
      "Devolve o dinheiro pelo provedor de pagamento. O pedido mantém o status até que todo o valor pago seja reembolsado; então é cancelado e o cliente recebe um e-mail.",
    amount: "Valor a reembolsar ({{currency}})",
    amountHint: "Até {{amount}}.",
    refundButton: "Reembolsar",
    refundedMessage: "Reembolsado {{amount}} ({{ref}}).",
    reviewTitle: "Pagamento precisa de revisão",
    reviewText:
      "Chegou a este pedido um pagamento que não confere com ele ({{reason}}). Nada foi entregue. Aceite-o para atender o pedido ou reembolse-o.",
    acceptButton: "Aceitar o pagamento",
    acceptedMessage: "Pagamento aceito: o pedido está em processamento.",
    disputeTitle: "Em espera: a cobrança foi contestada",
    disputeText:
      "O banco do cliente está analisando esta cobrança. Não entregue; o pedido sai da espera quando a contestação for encerrada.",
    events: "Eventos de pagamento",
    noEvents: "Nenhum evento de pagamento.",
    received: "Recebido",
    type: "Evento",
    eventId: "Id do evento",
    amountColumn: "Valor",
    outcomeColumn: "Resultado",
    reasonColumn: "Motivo",
    deliveries_one: "entregue uma vez",
    deliveries_other: "entregue {{count}} vezes",
    outcomes: {
      applied: "Aplicado",
      duplicate: "Duplicado: nada mudou",
      review: "Guardado para revisão",
      refused: "Recusado",
      ignored: "Nada a fazer",
    },
    reasons: {
      paid: "Pago integralmente, como esperado.",
      amount_mismatch: "O valor recebido difere do total do pedido.",
      currency_mismatch: "A moeda recebida difere da do pedido.",
      metadata_mismatch: "Os metadados do evento indicam outro pedido que não o dos registros da loja.",
      payment_id_mismatch: "O id do pagamento difere do registrado para este pedido.",
      unknown_session: "Nenhum pedido tem esta sessão de pagamento.",
      unknown_payment: "Nenhum pedido tem este pagamento.",
      not_paid_yet: "A sessão foi concluída, mas ainda não foi paga.",
      settled_by_session: "Os pagamentos são confirmados pelo evento da sessão de pagamento.",
      card_declined: "Um cartão foi recusado; o cliente pode tentar de novo.",
      order_not_pending: "O pedido não aguardava mais pagamento.",
      session_expired: "A sessão de pagamento expirou: o pedido foi cancelado.",
      payment_failed: "O pagamento falhou: o pedido foi cancelado.",
      late_payment_refunded: "Pago depois de o pedido ser cancelado: o dinheiro foi devolvido.",
      late_payment_refund_retrying:
        "Pago depois de o pedido ser cancelado: o provedor de pagamento não respondeu, e o reembolso está sendo tentado de novo automaticamente.",
      late_payment_refund_failed:
        "Pago depois de o pedido ser cancelado, e o reembolso automático falhou: reembolse aqui.",
      sold_out:
        "Pago depois de a reserva do estoque do pedido expirar, e o produto esgotou nesse meio-tempo: o pedido foi cancelado e está sendo reembolsado.",
      sold_out_refunded:
        "Pago depois de a reserva do estoque do pedido expirar, e o produto esgotou nesse meio-tempo: o dinheiro foi devolvido.",
      sold_out_refund_retrying:
        "Pago depois de a reserva do estoque do pedido expirar, e o produto esgotou nesse meio-tempo: o provedor de pagamento não respondeu, então o reembolso está sendo tentado de novo automaticamente.",
      partial_refund: "Um reembolso parcial.",
      full_refund: "Todo o valor pago foi reembolsado.",
      refund_already_recorded: "Este reembolso já tinha sido contado.",
      no_charge: "Não há pagamento registrado para este pedido.",
      dispute_opened: "O banco do cliente abriu uma contestação: o pedido está em espera.",
      dispute_already_closed: "Esta contestação já tinha sido encerrada.",
      dispute_not_closed: "A contestação ainda não foi encerrada.",
      dispute_won: "Contestação ganha: o pedido saiu da espera.",
      dispute_warning_closed: "A consulta do banco foi encerrada sem contestação: o pedido saiu da espera.",
      dispute_lost: "Contestação perdida: o banco estornou o dinheiro e o pedido foi cancelado.",
      already_recorded: "O que este evento significa já estava registrado.",
      not_handled: "A loja não age sobre este tipo de evento.",
    },
  },
  errors: {
    refundTooLarge: "O valor deve ser maior que zero e no máximo o que falta reembolsar.",
    refundFailed: "O provedor de pagamento não fez o reembolso. Nada foi registrado; tente de novo.",
    disputed: "Uma cobrança contestada não pode ser reembolsada enquanto a contestação estiver aberta.",
    notUnderReview: "O pagamento deste pedido não está aguardando revisão.",
  },
};

export default orderMoney;
