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
