// The admin dashboard's charts (issue 33): captions, how each is computed, the drawings' descriptions
// for screen readers and their tables.
const adminCharts = {
  title: "Charts",
  showTable: "Show the figures as a table",
  revenue: {
    caption: "Revenue per day, last 30 days",
    note: "What the orders paid each day (in your time zone) brought in, less what was refunded of them; a cancelled order brings nothing. Each currency on its own, never added together.",
    empty: "No paid order in the last 30 days.",
    currencyEmpty: "No revenue in {{currency}} in these 30 days.",
    title: "Revenue per day in {{currency}}",
    description: "{{total}} in 30 days, from {{first}} to {{last}}; the best day was {{best}} with {{bestAmount}}.",
    top: "Top of the scale: {{amount}}",
    day: "Day",
  },
  statuses: {
    caption: "Orders by status",
    note: "Every order as it stands now.",
    empty: "No order yet.",
    description_one: "{{count}} order: {{list}}.",
    description_other: "{{count}} orders: {{list}}.",
    status: "Status",
    orders: "Orders",
  },
  deliveryTimes: {
    caption: "Delivery times, last 90 days",
    note: "From payment to delivery, for every order delivered in the last 90 days, measured as on the trust page.",
    empty: "No order delivered in the last 90 days.",
    description_one: "{{count}} delivery: {{list}}.",
    description_other: "{{count}} deliveries: {{list}}.",
    buckets: {
      under15: "Under 15 min",
      under60: "15 to 60 min",
      under240: "1 to 4 h",
      under1440: "4 to 24 h",
      longer: "24 h or more",
    },
    time: "Time to deliver",
    orders: "Orders",
    share: "Share",
  },
  onTime: {
    caption: "Delivered on time, per week",
    note: "The share of each week's deliveries made within the order's promise, for the last 12 weeks (weeks from Monday, in your time zone).",
    empty: "No order delivered in the last 12 weeks.",
    description: "On time per week, from the week of {{first}} to the week of {{last}}: {{list}}.",
    week: "Week of",
    delivered: "Delivered",
    share: "On time",
    none: "no deliveries",
    top: "Top of the scale: 100%",
  },
  slowest: {
    caption: "Slowest offers",
    note: "Coin offers and items by the time within which 9 in 10 of their orders were delivered, over the last 90 days, with at least 5 delivered orders (recomputed every 5 minutes).",
    empty: "No offer has 5 delivered orders in the last 90 days yet.",
    description: "The slowest: {{list}}.",
    offer: "Offer",
    median: "Half within",
    p90: "9 in 10 within",
    orders: "Orders",
    bar_one: "{{p90}} · {{count}} order",
    bar_other: "{{p90}} · {{count}} orders",
    label: "{{name}} ({{game}})",
  },
};

export type AdminChartsTexts = typeof adminCharts;
export default adminCharts;
