// The shopper's discount code in the cart, at checkout and on an order (issue 34); the words shared
// with the emails and the admin (field, apply, remove, the reasons) are in ./promotions.ts.
const promotionsShop = {
  applying: "Applying…",
  removing: "Removing…",
  appliedCode: "Code {{code}} applied",
  notApplied: "Code {{code}} doesn't apply:",
  lineDiscount: "Discount",
  totalDiscount: "Discount (code {{code}})",
  orderCode: "Discount code",
};

export default promotionsShop;
