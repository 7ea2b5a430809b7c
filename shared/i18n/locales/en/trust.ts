// Issue 33: each offer's measured delivery beside its promise, and the public trust page (/trust, /confianca).
const trust = {
  duration: {
    minutes_one: "{{count}} min",
    minutes_other: "{{count}} min",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
  },
  measured: {
    offer_one:
      "Measured: half delivered within {{median}}, 9 in 10 within {{p90}}, {{percent}}% on time ({{count}} order in 90 days)",
    offer_other:
      "Measured: half delivered within {{median}}, 9 in 10 within {{p90}}, {{percent}}% on time ({{count}} orders in 90 days)",
    saleType: "{{type}} on this game. {{measured}}",
  },
  claims: {
    measured_one: "In the last day, half our orders were delivered within {{median}}, and {{percent}}% on time.",
    measured_other:
      "In the last {{count}} days, half our orders were delivered within {{median}}, and {{percent}}% on time.",
  },
  links: {
    footer: "Our delivery figures",
    order: "How fast we deliver: our figures",
  },
  page: {
    metaTitle: "Our delivery figures | Gamer Store",
    metaDescription:
      "Orders delivered, the share on time, delivery times, compensation for lateness, refunds and disputes, from the store's own records.",
    title: "Our delivery figures",
    intro:
      "Every figure here is computed from the store's own records of payments, deliveries, refunds and disputes, the same way as the measured times beside each offer. Nothing is estimated or typed in by hand.",
    windowTitle_one: "The last day",
    windowTitle_other: "The last {{count}} days",
    figure: "Figure",
    value: "Value",
    howComputed: "How it is computed",
    none: "None yet",
    updated: "Computed {{time}}, in your time zone; recomputed every 5 minutes.",
    delivered: {
      label: "Orders delivered",
      how: "Paid orders marked delivered in the period.",
    },
    onTime: {
      label: "Delivered on time",
      value: "{{percent}}%",
      how: "Of the orders delivered in the period, those delivered by the time promised when they were paid.",
    },
    median: {
      label: "Median delivery time",
      how: "Half the orders delivered in the period arrived within this time of their payment being confirmed; 9 in 10 within the second time.",
      value: "{{median}} (9 in 10 within {{p90}})",
    },
    compensation: {
      label: "Compensation paid automatically for lateness",
      value_one: "{{count}} order: {{amounts}}",
      value_other: "{{count}} orders: {{amounts}}",
      how: "Orders still undelivered at their promised time get part of their price back without asking; the count and the amounts refunded in the period, per currency.",
    },
    withdrawal: {
      label: "Median time to a refund after a withdrawal",
      value_one: "{{time}} ({{count}} withdrawal)",
      value_other: "{{time}} ({{count}} withdrawals)",
      underAMinute: "under a minute",
      how: "From the shopper's withdrawal (within 7 days of buying) to the refund accepted by the payment provider, for withdrawals in the period.",
    },
    disputes: {
      label: "Disputes with a bank and their outcome",
      value: "Opened: {{opened}}; won: {{won}}, lost: {{lost}}, closed without a decision: {{closed}}",
      how: "Chargebacks opened in the period, and how those that closed in the period ended.",
    },
    refunds: {
      windowTitle_one: "Refunds and disputes in the last day",
      windowTitle_other: "Refunds and disputes in the last {{count}} days",
      time: {
        label: "Time to a refund",
        value_one: "{{median}} (9 in 10 within {{p90}}; {{count}} refund)",
        value_other: "{{median}} (9 in 10 within {{p90}}; {{count}} refunds)",
        how: "From the moment a refund was asked for (by the shopper or the store) to the payment provider accepting it, for refunds accepted in the period; compensation for lateness is left out.",
      },
      answered: {
        label: "Disputes answered",
        value: "{{percent}}% ({{answered}} of {{opened}})",
        how: "Of the chargebacks opened in the period, those the store answered with its records. A dispute counts once the bank decided for the store, which it only does on the store's evidence, so the real share is at least this.",
      },
    },
    reviews: {
      label: "Average rating from shoppers",
      value_one: "{{average}} of 5, from {{count}} review",
      value_other: "{{average}} of 5, from {{count}} reviews",
      how: "The average of the stars shoppers gave in the period. Only the shopper of a delivered order can review it, once per line; reviews an admin hid and reviews of orders refunded later are left out.",
    },
  },
};

export type TrustTexts = typeof trust;
export default trust;
