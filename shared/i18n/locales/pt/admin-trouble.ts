import type { AdminTroubleTexts } from "../en/admin-trouble";

const adminTrouble: AdminTroubleTexts = {
  title: "Problemas nas últimas 24 horas",
  serverErrors_one: "{{count}} erro do servidor",
  serverErrors_other: "{{count}} erros do servidor",
  serverErrorsNone: "Nenhum erro do servidor.",
  serverErrorLine: "{{method}} {{path}} respondeu {{status}} · referência {{requestId}}",
  paymentRefusals_one: "{{count}} evento de pagamento recusado ou retido para revisão",
  paymentRefusals_other: "{{count}} eventos de pagamento recusados ou retidos para revisão",
  paymentRefusalsNone: "Nenhum evento de pagamento foi recusado.",
  outcomes: {
    refused: "recusado",
    review: "retido para revisão",
  },
  orderLink: "pedido #{{id}}",
  noOrder: "nenhum pedido correspondente",
};

export default adminTrouble;
