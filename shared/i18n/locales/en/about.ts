// About page texts (/sobre).
const about = {
  meta: {
    title: "About us | Gamer Store",
    description:
      "Gamer Store has sold in-game coins, items and boosting since {{year}}: our story, our values and our numbers.",
  },
  title: "About Gamer Store",
  intro:
    "We are players who got tired of risky trades and slow sellers, so we built the store we wanted to buy from: fast, safe and fair.",
  historyTitle: "Our story",
  foundationTitle: "Foundation",
  foundationText:
    "Gamer Store opens its doors, selling gold and items for a handful of MMORPGs to players in Brazil, and soon abroad too.",
  valuesTitle: "Our values",
  values: {
    security: {
      title: "Security",
      text: "Certified payments, accounts never at risk and every order tracked until it reaches you.",
    },
    quality: {
      title: "Quality",
      text: "Experienced sellers and boosters, clear prices, and a delivery time on every offer that we measure and publish.",
    },
    community: {
      title: "Community",
      text: "A community server where players trade tips, meet our team and help shape the store.",
    },
  },
  statsTitle: "Gamer Store in numbers",
  stats: {
    years: "years in the market",
    customers: "customers",
    support: "support",
    onTime_one: "orders delivered on time in the last day",
    onTime_other: "orders delivered on time in the last {{count}} days",
  },
  onTimeValue: "{{percent}}%",
  ctaText: "Ready to level up?",
  cta: "Browse games",
};

export type AboutTexts = typeof about;
export default about;
