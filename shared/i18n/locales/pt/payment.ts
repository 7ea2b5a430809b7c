import type { PaymentTexts } from "../en/payment";

const payment: PaymentTexts = {
  paymentStep: {
    changeMethod: "Trocar forma de pagamento",
    notPayable: "Este pedido não pode mais ser pago. A página dele mostra o que aconteceu.",
    paymentUnderWay: "Um pagamento deste pedido já está a caminho. A página dele vai mostrá-lo em instantes.",
    payNow: "Pagar agora",
    payNowFor: "Pagar agora o pedido #{{id}}",
    payNowTitle: "Pagar este pedido",
    payNowText: "Este pedido está aguardando pagamento. Escolha como pagar para concluí-lo.",
    pendingOrder:
      "Seu pedido #{{id}} está aguardando pagamento: finalizar a compra paga esse pedido com o carrinho como está agora.",
  },
  successPage: {
    approvedTitle: "Pagamento Aprovado!",
    approvedText: "Obrigado! Seu pagamento do pedido #{{id}} foi confirmado.",
    waitingTitle: "Aguardando a confirmação do pagamento",
    waitingText: "Estamos confirmando seu pagamento do pedido #{{id}}. Esta página se atualiza sozinha.",
    notPaidTitle: "Não pago",
    notPaidText: "O pedido #{{id}} não foi pago e nada foi cobrado. Seus itens continuam no carrinho.",
    otherTitle: "Pedido #{{id}} recebido",
    otherText: "A página do pedido mostra o status assim que ele mudar.",
    backToCart: "Voltar ao carrinho",
    bought: "O que você comprou",
    forNickname: "Para {{nickname}}",
    goingHome_one: "Indo para a página inicial em {{count}} segundo.",
    goingHome_other: "Indo para a página inicial em {{count}} segundos.",
    stayHere: "Ficar nesta página",
    supportReference: "Referência para o suporte:",
    approvedMetaTitle: "Pagamento aprovado | Gamer Store",
    waitingMetaTitle: "Confirmando pagamento | Gamer Store",
    notPaidMetaTitle: "Não pago | Gamer Store",
    otherMetaTitle: "Pedido recebido | Gamer Store",
  },
  checkoutCancelled: {
    title: "Pagamento Cancelado",
    text: "Nada foi cobrado. Seus itens continuam no carrinho, e o pedido #{{id}} aguarda o seu pagamento.",
    textNoOrder: "Nada foi cobrado. Seus itens continuam no carrinho.",
    tryAgain: "Escolher como pagar",
    cancelOrder: "Cancelar o pedido",
    cancelling: "Cancelando…",
    cancelled: "O pedido #{{id}} foi cancelado. Seus itens continuam no carrinho.",
    scheduled:
      "O provedor de pagamento não está respondendo agora, então o pedido #{{id}} ainda não foi cancelado: vamos cancelá-lo assim que o provedor confirmar que ele não pode mais ser pago. Nada foi cobrado.",
    metaTitle: "Pagamento Cancelado | Gamer Store",
  },
};

export default payment;
