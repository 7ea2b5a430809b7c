// O cupom de desconto do cliente no carrinho, no checkout e no pedido (issue 34); as palavras que os
// e-mails e o admin também usam (campo, aplicar, remover, os motivos) ficam em ./promotions.ts.
import type en from "../en/promotions-shop";

const promotionsShop: typeof en = {
  applying: "Aplicando…",
  removing: "Removendo…",
  appliedCode: "Cupom {{code}} aplicado",
  notApplied: "O cupom {{code}} não vale:",
  lineDiscount: "Desconto",
  totalDiscount: "Desconto (cupom {{code}})",
  orderCode: "Cupom de desconto",
};

export default promotionsShop;
