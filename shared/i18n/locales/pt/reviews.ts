// Avaliações de pedidos entregues: o formulário da página do pedido, como são lidas, as ferramentas do admin, recusas.
import type en from "../en/reviews";

const reviews: typeof en = {
  errors: {
    ratingRequired: "Escolha de 1 a 5 estrelas.",
    textTooLong: "Escreva no máximo 1.000 caracteres.",
    lineRequired: "Escolha o que você está avaliando.",
    lineNotFound: "Este item não faz parte deste pedido.",
    notDelivered: "Você poderá avaliar este pedido quando ele for entregue.",
    cancelled: "Este pedido foi cancelado ou estornado, então não pode ser avaliado.",
    windowClosed: "As avaliações ficam abertas por 60 dias após a entrega, e esse prazo acabou para este pedido.",
    alreadyReviewed: "Você já avaliou este item. Você pode alterar sua avaliação.",
    reviewNotFound: "Não encontramos essa avaliação.",
    editClosed: "Uma avaliação pode ser alterada por 7 dias depois de escrita, e esse prazo acabou para esta.",
  },
};

export default reviews;
