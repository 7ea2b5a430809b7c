// O pedido em que o gamer confia (issue 16); veja ../en/order-trust.ts.
import type enOrderTrust from "../en/order-trust";

const orderTrust: typeof enOrderTrust = {
  fields: {
    deliveryMinutes: "Prazo de entrega (minutos)",
    deliveryMinutesHint:
      "Minutos do pagamento até a entrega; 0 é imediata. Vazio usa o padrão da loja nas Configurações.",
    milestones: "Etapas do progresso (boosting e carry)",
    milestonesHint: "Uma etapa por linha, em ordem (ranks, fases). O cliente vê cada etapa conforme você marca.",
  },
  page: {
    promiseTitle: "Prazo de entrega",
    deliverBy: "Prometido até {{time}}.",
    deliveredAt: "Entregue em {{time}}.",
    startsAtPayment: "O prazo começa quando o pagamento é confirmado.",
    progressTitle: "Progresso",
    progressShare: "{{done}} de {{total}} etapas concluídas ({{percent}}%)",
    stepDone: "concluída",
    stepToDo: "a fazer",
    proofTitle: "Comprovante de entrega",
    proofImage: "Imagem do comprovante de entrega",
    proofUploaded: "Enviado em {{time}}",
    live: "Esta página se atualiza sozinha.",
    conversationTitle: "Fale com o suporte sobre este pedido",
  },
  timeline: {
    payment: "Pagamento recebido: {{amount}}",
    refund: "Reembolso: {{amount}}",
    compensation: "Compensação por atraso, sem precisar pedir: {{amount}} ({{percent}}% do pedido) de volta",
    note: "Suporte: {{text}}",
    proof: "Comprovante de entrega anexado. {{text}}",
    milestone: "Etapa concluída: {{text}}",
    confirmed: "Recebimento confirmado",
    problem: "Problema relatado: {{text}}",
    cancel_requested: "Pedido para interromper o serviço, cotação de {{amount}} de volta",
    cancel_approved: "Serviço interrompido a seu pedido: {{amount}} de volta",
  },
  after: {
    title: "Recebeu?",
    until: "Confirme o recebimento ou relate um problema até {{time}}; depois disso o pedido é final.",
    confirm: "Recebi",
    problemLabel: "O que está errado?",
    problemSend: "Relatar um problema",
    confirmed: "Você confirmou o recebimento. Obrigado!",
    problem: "Você relatou um problema. O suporte está verificando.",
    final: "Este pedido é final.",
    sending: "Enviando…",
  },
  errors: {
    problemRequired: "Conte o que está errado",
    problemTooLong: "No máximo 1000 caracteres",
    alreadyAnswered: "Você já respondeu sobre este pedido.",
    notDelivered: "Este pedido ainda não foi entregue.",
    windowClosed: "O prazo para confirmar ou relatar um problema acabou: este pedido é final.",
  },
  cancel: {
    title: "Interromper este serviço",
    quote:
      "{{undone}} de {{total}} etapas ainda não foram feitas. Se você interromper agora, a cotação é de {{amount}} de volta; a loja confirma o valor.",
    quoteNoSteps:
      "Nenhuma etapa foi feita ainda. Se você interromper agora, a cotação é de {{amount}} de volta; a loja confirma o valor.",
    ask: "Pedir para interromper",
    asking: "Enviando…",
    requested:
      "Você pediu para interromper este serviço em {{time}}, com cotação de {{amount}} de volta. A loja está analisando.",
    approved: "O serviço foi interrompido: {{amount}} volta para o seu meio de pagamento.",
    approvedNothing: "O serviço foi interrompido; não havia valor a devolver.",
    adminTitle: "O cliente pediu para interromper o serviço",
    adminQuote: "Pedido em {{time}}: {{undone}} de {{total}} etapas não feitas, cotação de {{amount}}.",
    adminAmount: "Valor a reembolsar",
    adminAmountHint: "A cotação, ou outro valor (0 interrompe sem reembolso).",
    adminApprove: "Aprovar e reembolsar",
    adminApproved: "Aprovado em {{time}}: {{amount}} reembolsado, o pedido está cancelado.",
    approvedMessage: "Aprovado: o cliente recebe {{amount}} de volta e o pedido está cancelado.",
    errors: {
      notCancellable: "Só um serviço de boosting ou carry ainda em andamento pode ser interrompido.",
      alreadyRequested: "Você já pediu para interromper este serviço.",
      notRequested: "O cliente não pediu para interromper este serviço.",
      alreadyDecided: "Este pedido já foi decidido.",
      amount: "Informe um valor como 12,50",
    },
  },
  inbox: {
    order: "Pedido #{{id}}",
    openOrder: "Abrir o pedido #{{id}}",
  },
  admin: {
    promise: "Prazo de entrega",
    problemFlag: "Problema relatado",
    stepsTitle: "Progresso: {{done}} de {{total}} etapas",
    stepDone: "Concluída",
    tick: "Marcar “{{step}}” como concluída",
    noteTitle: "Nota para o cliente",
    noteLabel: "O que o cliente lê na linha do tempo do pedido",
    notePost: "Publicar a nota",
    proofTitle: "Comprovante de entrega",
    proofHint:
      "Uma imagem (um print da troca, por exemplo) e uma nota. O cliente as vê com o SHA-256 da imagem e o horário do envio.",
    proofImage: "Imagem",
    proofNote: "Nota",
    proofAttach: "Anexar comprovante",
    proofRequired: "Escolha uma imagem para anexar",
    done: "Salvo: a página do cliente já mostra.",
    shopperPage: "Abrir a página do pedido do cliente",
  },
};

export default orderTrust;
