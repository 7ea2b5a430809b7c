// The admin dashboard's card of the last day's trouble (5xx answers, refused payment events).
const adminTrouble = {
  title: "Trouble in the last 24 hours",
  serverErrors_one: "{{count}} server error",
  serverErrors_other: "{{count}} server errors",
  serverErrorsNone: "No server error.",
  serverErrorLine: "{{method}} {{path}} answered {{status}} · reference {{requestId}}",
  paymentRefusals_one: "{{count}} payment event refused or held for review",
  paymentRefusals_other: "{{count}} payment events refused or held for review",
  paymentRefusalsNone: "No payment event was refused.",
  outcomes: {
    refused: "refused",
    review: "held for review",
  },
  orderLink: "order #{{id}}",
  noOrder: "no matching order",
};

export type AdminTroubleTexts = typeof adminTrouble;
export default adminTrouble;
