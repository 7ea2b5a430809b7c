// Avaliações onde as pessoas as leem (issue 33): a página do jogo e sua página de avaliações, a
// página inicial e a tela do admin para ocultar e responder.
import type en from "../en/reviews-shown";

const reviewsShown: typeof en = {
  game: {
    title: "Avaliações de pedidos entregues",
    average: "{{average}} de 5",
    count_one: "{{count}} avaliação",
    count_other: "{{count}} avaliações",
    none: "Ainda não há avaliações. Só quem recebeu o pedido pode avaliá-lo.",
    onlyDelivered: "Cada avaliação vem de um pedido entregue, com o tempo que esse pedido levou.",
    seeAll: "Ver todas as avaliações",
  },
  card: {
    saleType: "Comprou: {{type}}",
    writtenOn: "Escrita em {{date}}",
  },
  list: {
    metaTitle: "Avaliações de {{name}}",
    title: "Avaliações de {{name}}",
    backToGame: "Voltar para {{name}}",
    empty: "Nenhuma avaliação nesta página.",
  },
  admin: {
    metaTitle: "Avaliações",
    title: "Avaliações",
    intro:
      "Avaliações de pedidos entregues, as mais novas primeiro. Uma avaliação ocultada sai de todas as páginas e médias; seu autor recebe o motivo por email.",
    filters: "Filtrar avaliações",
    shown: "Exibição",
    shownAll: "Todas",
    shownVisible: "Visíveis",
    shownHidden: "Ocultas",
    rating: "Estrelas",
    ratingAll: "Qualquer",
    apply: "Filtrar",
    empty: "Nenhuma avaliação com esses filtros.",
    order: "Pedido #{{id}}",
    hiddenBecause: "Oculta: {{reason}}",
    reasonLabel: "Por que ocultar (o autor é avisado)",
    hide: "Ocultar avaliação",
    hiding: "Ocultando…",
    unhide: "Mostrar de novo",
    unhiding: "Mostrando…",
    answerLabel: "Resposta pública da loja",
    answer: "Publicar resposta",
    editAnswer: "Salvar resposta",
    answering: "Salvando…",
    done: {
      hidden: "A avaliação #{{id}} foi ocultada e seu autor recebeu o motivo por email.",
      unhidden: "A avaliação #{{id}} aparece de novo.",
      answered: "A resposta à avaliação #{{id}} foi publicada.",
    },
  },
  errors: {
    notHidden: "Esta avaliação não está oculta.",
  },
};

export default reviewsShown;
