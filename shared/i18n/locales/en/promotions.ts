// Discount codes: the shopper's field and discount lines, why a code does not apply, the admin's codes.
const promotions = {
  field: "Discount code",
  apply: "Apply",
  remove: "Remove code",
  applied: "Code {{code}}",
  discount: "Discount",
  lineDiscount: "−{{amount}}",
  orderDiscount: "Code {{code}}: −{{amount}}",
  refusals: {
    invalid: "A code is 3 to 32 letters and digits.",
    unknown: "We don't know this code. Check how it is spelled.",
    paused: "This code is paused right now.",
    notStarted: "This code can't be used yet.",
    ended: "This code has ended.",
    usedUp: "This code has been used up.",
    belowMinimum: "This code needs an order of at least {{minimum}}.",
    notForTheseItems: "This code isn't valid for anything in your cart.",
    alreadyUsed: "You have already used this code.",
    firstOrderOnly: "This code is for a first order only.",
    notFound: "This discount code does not exist.",
  },
  admin: {
    errors: {
      value: "Check this value.",
      code: "A code is 3 to 32 letters and digits.",
      percent: "A percent code takes a whole percent from 1 to 99.",
      amounts: "A fixed discount needs an amount in reais, in dollars or in both.",
      period: "The end must come after the start.",
      taken: "There is already a code with this name.",
    },
  },
};

export default promotions;
