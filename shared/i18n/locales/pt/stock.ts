import type { StockTexts } from "../en/stock";

// Issue 50: estoque por oferta e servidor, como o cliente vê (em estoque, só restam N, esgotado), as
// recusas além dele e as telas de estoque do admin.
const stock: StockTexts = {
  refusals: {
    soldOut: "{{name}} está esgotado.",
    soldOutOn: "{{name}} está esgotado em {{server}}.",
    unitsLeft: "Só restam {{count}} de {{name}}.",
    unitsLeftOn: "Só restam {{count}} de {{name}} em {{server}}.",
    coinsLeft: "Só restam {{amount}} {{name}}.",
    coinsLeftOn: "Só restam {{amount}} {{name}} em {{server}}.",
    checkoutChanged: "Parte do seu carrinho acabou de esgotar. Revise o carrinho antes de pagar.",
    offerNotFound: "Esta oferta não existe.",
    unknownServer: "Escolha um dos servidores do jogo: {{choices}}.",
    badQuantity: "Digite um número inteiro de 0 a 1.000.000.000.",
    removeUnlimited: "Esta linha é ilimitada: não há o que remover. Defina uma quantidade primeiro.",
    removeTooMuch: "Só há {{count}} em mãos: remova no máximo isso.",
    belowHeld: "Clientes pagando agora reservam {{count}}: o que há em mãos não pode ficar abaixo disso.",
    acceptSoldOut: "O que este pedido comprou esgotou desde que a sessão de pagamento terminou: estorne o pagamento.",
  },
};

export default stock;
