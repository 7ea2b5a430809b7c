// Issue 50: stock per offer and server, as shoppers see it (in stock, only N left, sold out), the
// refusals beyond it, and the admin's stock screens.
const stock = {
  shown: {
    inStock: "In stock",
    inStockOn: "In stock on {{server}}",
    soldOut: "Sold out",
    soldOutOn: "Sold out on {{server}}",
    unitsLeft_one: "Only {{count}} left",
    unitsLeft_other: "Only {{count}} left",
    unitsLeftOn_one: "Only {{count}} left on {{server}}",
    unitsLeftOn_other: "Only {{count}} left on {{server}}",
    coinsLeft: "Only {{amount}} {{coin}} left",
    coinsLeftOn: "Only {{amount}} {{coin}} left on {{server}}",
    serverSoldOut: "{{server}} (sold out)",
    /** Why the quantity stops where it does. */
    capped_one: "Only {{count}} left on this server: that is the most you can add now.",
    capped_other: "Only {{count}} left on this server: that is the most you can add now.",
    soldOutHelp: "Sold out on this server: pick another server, or ask to be told when it is back.",
    cartShort_one: "Only {{count}} left on {{server}}: lower the quantity to buy it.",
    cartShort_other: "Only {{count}} left on {{server}}: lower the quantity to buy it.",
    cartSoldOut: "Sold out on {{server}}: remove it to pay for the rest.",
    cartShortNoServer_one: "Only {{count}} left: lower the quantity to buy it.",
    cartShortNoServer_other: "Only {{count}} left: lower the quantity to buy it.",
    cartSoldOutNoServer: "Sold out: remove it to pay for the rest.",
    checkoutBlocked: "Part of your cart is no longer in stock. Change it in your cart before paying.",
  },
  refusals: {
    soldOut: "{{name}} is sold out.",
    soldOutOn: "{{name}} is sold out on {{server}}.",
    unitsLeft_one: "Only {{count}} left of {{name}}.",
    unitsLeft_other: "Only {{count}} left of {{name}}.",
    unitsLeftOn_one: "Only {{count}} left of {{name}} on {{server}}.",
    unitsLeftOn_other: "Only {{count}} left of {{name}} on {{server}}.",
    coinsLeft: "Only {{amount}} {{name}} left.",
    coinsLeftOn: "Only {{amount}} {{name}} left on {{server}}.",
    checkoutChanged: "Part of your cart just sold out. Review your cart before paying.",
    offerNotFound: "This offer does not exist.",
    unknownServer: "Pick one of the game's servers: {{choices}}.",
    badQuantity: "Enter a whole number from 0 to 1,000,000,000.",
    removeUnlimited: "This line is unlimited: there is nothing to remove. Set a quantity first.",
    removeTooMuch_one: "Only {{count}} is in hand: remove at most that.",
    removeTooMuch_other: "Only {{count}} are in hand: remove at most that.",
    belowHeld_one: "Shoppers paying right now hold {{count}}: what is in hand can't go below that.",
    belowHeld_other: "Shoppers paying right now hold {{count}}: what is in hand can't go below that.",
    acceptSoldOut: "What this order bought sold out since its payment session ended: refund the payment instead.",
  },
};

export type StockTexts = typeof stock;
export default stock;
