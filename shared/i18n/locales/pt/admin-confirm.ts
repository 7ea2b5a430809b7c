import type { AdminConfirmTexts } from "../en/admin-confirm";

const adminConfirm: AdminConfirmTexts = {
  keep: "Manter como está",
  refundTitle: "Reembolsar {{amount}} para {{name}}?",
  refundConsequence:
    "{{amount}} volta pelo provedor de pagamento e o pedido #{{id}} é cancelado. O cliente recebe um email. Isso não pode ser desfeito.",
  refundPartConsequence:
    "{{amount}} volta pelo provedor de pagamento; o pedido #{{id}} mantém o status, com {{left}} ainda pago. O cliente vê o reembolso no pedido. Isso não pode ser desfeito.",
  refundButton: "Sim, reembolsar {{amount}}",
  statusTitle: "Marcar o pedido #{{id}} como {{status}}?",
  statusButton: "Sim, marcar como {{status}}",
  consequences: {
    pendente: "O pedido volta a aguardar pagamento.",
    processando:
      "O pedido passa a contar como pago e aguarda entrega, embora nenhum pagamento esteja registrado. Ele não pode voltar para Pendente.",
    concluído:
      "{{name}} recebe um email dizendo que o pedido foi entregue. Um pedido concluído não pode mais ser alterado nem reembolsado.",
    cancelado: "O cliente não poderá mais pagar este pedido. Um pedido cancelado não pode ser reaberto.",
  },
};

export default adminConfirm;
