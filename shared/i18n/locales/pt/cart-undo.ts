import type { CartUndoTexts } from "../en/cart-undo";

const cartUndo: CartUndoTexts = {
  cleared: "Carrinho esvaziado.",
  undo: "Desfazer",
  restoring: "Restaurando…",
  restored: "Seu carrinho voltou.",
  partlyRestored_one: "Seu carrinho voltou, menos 1 item que não está mais à venda.",
  partlyRestored_other: "Seu carrinho voltou, menos {{count}} itens que não estão mais à venda.",
  invalid: "Estes itens não podem voltar para o carrinho.",
};

export default cartUndo;
