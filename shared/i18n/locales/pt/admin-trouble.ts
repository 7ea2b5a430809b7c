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
  effects: {
    title: "Emails e reembolsos ainda não concluídos",
    intro:
      "Emails, reembolsos e fechamentos de pagamento que a loja não conseguiu concluir porque um provedor não respondeu. Cada um é tentado de novo automaticamente (após 30 s, depois com o dobro da espera a cada vez, até de hora em hora, por cerca de 15 horas); tentar de novo nunca faz nada duas vezes.",
    none: "Nada está esperando: todos os emails, reembolsos e fechamentos de pagamento foram concluídos.",
    email: "Email: {{subject}}",
    refund: "Reembolso de um pagamento que chegou a um pedido cancelado",
    expireSession: "Fechamento da sessão de pagamento {{session}}",
    retrying_one: "{{count}} tentativa falhou até agora",
    retrying_other: "{{count}} tentativas falharam até agora",
    nextTry: "próxima tentativa por volta de",
    gaveUp_one: "As tentativas automáticas pararam depois de {{count}} tentativa",
    gaveUp_other: "As tentativas automáticas pararam depois de {{count}} tentativas",
    recovered_one: "Concluído depois de {{count}} tentativa",
    recovered_other: "Concluído depois de {{count}} tentativas",
    lastError: "Último erro: {{error}}",
    resend: "Reenviar agora",
    tryAgain: "Tentar de novo agora",
    trying: "Tentando…",
    notStuck: "Isto não está mais esperando: foi concluído nesse meio-tempo.",
    outcomes: {
      done: "Concluído: o provedor aceitou.",
      retrying: "O provedor ainda não respondeu: continua na lista e será tentado de novo automaticamente.",
      not_tried: "Outra tentativa está em andamento ou acabou de ser concluída: nada foi enviado duas vezes.",
    },
  },
  stuckEffects_one: "{{count}} email ou reembolso esperando um provedor",
  stuckEffects_other: "{{count}} emails ou reembolsos esperando um provedor",
  stuckEffectsNone: "Nenhum email ou reembolso está esperando.",
  stuckEffectsLink: "Ver e tentar de novo",
  orderLink: "pedido #{{id}}",
  noOrder: "nenhum pedido correspondente",
};

export default adminTrouble;
