// Issue 50: stock per offer and server, as shoppers see it (in stock, only N left, sold out), the
// refusals beyond it, and the admin's stock screens.
const stock = {
  refusals: {
    soldOut: "{{name}} is sold out.",
    soldOutOn: "{{name}} is sold out on {{server}}.",
    unitsLeft: "Only {{count}} left of {{name}}.",
    unitsLeftOn: "Only {{count}} left of {{name}} on {{server}}.",
    coinsLeft: "Only {{amount}} {{name}} left.",
    coinsLeftOn: "Only {{amount}} {{name}} left on {{server}}.",
    checkoutChanged: "Part of your cart just sold out. Review your cart before paying.",
    offerNotFound: "This offer does not exist.",
    unknownServer: "Pick one of the game's servers: {{choices}}.",
    badQuantity: "Enter a whole number from 0 to 1,000,000,000.",
    removeUnlimited: "This line is unlimited: there is nothing to remove. Set a quantity first.",
    removeTooMuch: "Only {{count}} are in hand: remove at most that.",
    belowHeld: "Shoppers paying right now hold {{count}}: what is in hand can't go below that.",
    acceptSoldOut: "What this order bought sold out since its payment session ended: refund the payment instead.",
  },
};

export type StockTexts = typeof stock;
export default stock;
