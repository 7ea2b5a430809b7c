// O direito de arrependimento de 7 dias (CDC art. 49) na página do pedido, suas recusas e a marca do admin.
import type en from "../en/withdrawal";

const withdrawal: typeof en = {
  title: "Mudou de ideia?",
  intro:
    "Você pode desistir desta compra pelo site até a entrega ou até {{until}}, o que acontecer primeiro: o pedido é cancelado e todo o valor pago é estornado na hora para o meio de pagamento original. Depois da entrega, não é mais possível desistir pelo site.",
  start: "Desistir desta compra",
  confirmTitle: "Desistir do pedido #{{id}}?",
  confirmText: "O pedido será cancelado e {{amount}} estornado. Isso não pode ser desfeito.",
  confirm: "Sim, desistir e estornar",
  confirming: "Desistindo…",
  keep: "Manter meu pedido",
  done: "Pronto: o pedido #{{id}} foi cancelado e {{amount}} está voltando para você. Enviamos a confirmação por email.",
  contactSupport: "Falar com o suporte",
  adminFilter: "Só desistências do cliente",
  adminMarker: "Desistência",
  why: {
    delivered:
      "Este pedido já foi entregue, então não é possível desistir dele pelo site. Se houver algum problema, fale com nosso suporte.",
    expired: "Os 7 dias para desistir desta compra já passaram. Se houver algum problema, fale com nosso suporte.",
    notPaid: "Este pedido não foi pago, então não há do que desistir.",
    cancelled: "Este pedido já está cancelado.",
    underReview: "O pagamento deste pedido está em análise. Fale com nosso suporte para desistir dele.",
    alreadyWithdrawn: "Você já desistiu deste pedido.",
  },
};

export default withdrawal;
