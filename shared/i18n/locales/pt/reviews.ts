// Avaliações de pedidos entregues: o formulário da página do pedido, como são lidas, as ferramentas do admin, recusas.
import type en from "../en/reviews";

const reviews: typeof en = {
  form: {
    title: "Avalie o que você comprou",
    intro:
      "Conte a outros gamers como foi: avalie cada item uma vez, em até 60 dias após a entrega. Você pode alterar a avaliação por 7 dias depois de escrevê-la.",
    ratingLegend: "Suas estrelas para {{name}}",
    stars_one: "{{count}} estrela",
    stars_other: "{{count}} estrelas",
    textLabel: "O que você diria a outros gamers? (opcional)",
    send: "Publicar avaliação",
    save: "Salvar alterações",
    sending: "Enviando…",
    editUntil: "Você pode alterá-la até {{time}}.",
    hidden: "Nossa equipe ocultou esta avaliação: {{reason}}",
    published: "Obrigado! Sua avaliação foi publicada.",
    closed: "As avaliações deste pedido estão encerradas.",
  },
  card: {
    deliveredIn: "Entregue em {{time}}",
    writtenIn: "Escrita em {{language}}",
    languages: { en: "inglês", pt: "português" },
    reply: "Resposta da loja",
  },
  email: {
    hiddenSubject: "Sua avaliação do pedido #{{id}} foi ocultada",
    hiddenIntro: "Ocultamos sua avaliação do pedido #{{id}} das páginas da loja. O motivo:",
    hiddenOutro: "Se você acha que foi um engano, responda este email ou fale com nosso suporte.",
  },
  errors: {
    reasonRequired: "Diga por que a avaliação foi ocultada: o autor é avisado.",
    replyRequired: "Escreva a resposta.",
    alreadyHidden: "Esta avaliação já está oculta.",
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
