// Clearing the cart, and putting it back within a few seconds (app/components/cart/cart-undo.tsx).
const cartUndo = {
  cleared: "Cart cleared.",
  undo: "Undo",
  restoring: "Putting it back…",
  restored: "Your cart is back.",
  partlyRestored_one: "Your cart is back, except 1 line that can no longer be bought.",
  partlyRestored_other: "Your cart is back, except {{count}} lines that can no longer be bought.",
  invalid: "These lines cannot be put back in the cart.",
};

export type CartUndoTexts = typeof cartUndo;
export default cartUndo;
