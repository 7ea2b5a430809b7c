import type { StockTexts } from "../en/stock";

// Issue 50: estoque por oferta e servidor, como o cliente vê (em estoque, só restam N, esgotado), as
// recusas além dele e as telas de estoque do admin.
const stock: StockTexts = {
  shown: {
    inStock: "Em estoque",
    inStockOn: "Em estoque em {{server}}",
    soldOut: "Esgotado",
    soldOutOn: "Esgotado em {{server}}",
    unitsLeft_one: "Só resta {{count}}",
    unitsLeft_other: "Só restam {{count}}",
    unitsLeftOn_one: "Só resta {{count}} em {{server}}",
    unitsLeftOn_other: "Só restam {{count}} em {{server}}",
    coinsLeft: "Só restam {{amount}} {{coin}}",
    coinsLeftOn: "Só restam {{amount}} {{coin}} em {{server}}",
    serverSoldOut: "{{server}} (esgotado)",
    capped_one: "Só resta {{count}} neste servidor: é o máximo que você pode adicionar agora.",
    capped_other: "Só restam {{count}} neste servidor: é o máximo que você pode adicionar agora.",
    soldOutHelp: "Esgotado neste servidor: escolha outro servidor ou peça para ser avisado quando voltar.",
    cartShort_one: "Só resta {{count}} em {{server}}: diminua a quantidade para comprar.",
    cartShort_other: "Só restam {{count}} em {{server}}: diminua a quantidade para comprar.",
    cartSoldOut: "Esgotado em {{server}}: remova para pagar o resto.",
    cartShortNoServer_one: "Só resta {{count}}: diminua a quantidade para comprar.",
    cartShortNoServer_other: "Só restam {{count}}: diminua a quantidade para comprar.",
    cartSoldOutNoServer: "Esgotado: remova para pagar o resto.",
    checkoutBlocked: "Parte do seu carrinho não está mais em estoque. Altere o carrinho antes de pagar.",
  },
  refusals: {
    soldOut: "{{name}} está esgotado.",
    soldOutOn: "{{name}} está esgotado em {{server}}.",
    unitsLeft_one: "Só resta {{count}} de {{name}}.",
    unitsLeft_other: "Só restam {{count}} de {{name}}.",
    unitsLeftOn_one: "Só resta {{count}} de {{name}} em {{server}}.",
    unitsLeftOn_other: "Só restam {{count}} de {{name}} em {{server}}.",
    coinsLeft: "Só restam {{amount}} {{name}}.",
    coinsLeftOn: "Só restam {{amount}} {{name}} em {{server}}.",
    checkoutChanged: "Parte do seu carrinho acabou de esgotar. Revise o carrinho antes de pagar.",
    offerNotFound: "Esta oferta não existe.",
    unknownServer: "Escolha um dos servidores do jogo: {{choices}}.",
    badQuantity: "Digite um número inteiro de 0 a 1.000.000.000.",
    removeUnlimited: "Esta linha é ilimitada: não há o que remover. Defina uma quantidade primeiro.",
    removeTooMuch_one: "Só há {{count}} em mãos: remova no máximo isso.",
    removeTooMuch_other: "Só há {{count}} em mãos: remova no máximo isso.",
    belowHeld_one: "Clientes pagando agora reservam {{count}}: o que há em mãos não pode ficar abaixo disso.",
    belowHeld_other: "Clientes pagando agora reservam {{count}}: o que há em mãos não pode ficar abaixo disso.",
    acceptSoldOut: "O que este pedido comprou esgotou desde que a sessão de pagamento terminou: estorne o pagamento.",
  },
};

export default stock;
