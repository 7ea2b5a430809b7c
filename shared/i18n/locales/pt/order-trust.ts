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
  admin: {
    promise: "Prazo de entrega",
    problemFlag: "Problema relatado",
  },
};

export default orderTrust;
