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
  effects: {
    title: "Emails and refunds not done yet",
    intro:
      "Emails, refunds and payment closings the store could not complete because a provider did not answer. Each is retried automatically (after 30 s, then twice as long each time, up to hourly, for about 15 hours); trying again never does it twice.",
    none: "Nothing is waiting: every email, refund and payment closing went through.",
    email: "Email: {{subject}}",
    refund: "Refund of a payment that reached a canceled order",
    expireSession: "Closing payment session {{session}}",
    retrying_one: "{{count}} failed try so far",
    retrying_other: "{{count}} failed tries so far",
    nextTry: "next try around",
    gaveUp_one: "Automatic retries stopped after {{count}} try",
    gaveUp_other: "Automatic retries stopped after {{count}} tries",
    recovered_one: "Done after {{count}} try",
    recovered_other: "Done after {{count}} tries",
    lastError: "Last error: {{error}}",
    resend: "Resend now",
    tryAgain: "Try again now",
    trying: "Trying…",
    notStuck: "This is no longer waiting: it was done meanwhile.",
    outcomes: {
      done: "Done: the provider accepted it.",
      retrying: "The provider still did not answer: it stays in the list and is retried automatically.",
      not_tried: "Another try is under way or it was just done: nothing was sent twice.",
    },
  },
  stuckEffects_one: "{{count}} email or refund waiting for a provider",
  stuckEffects_other: "{{count}} emails or refunds waiting for a provider",
  stuckEffectsNone: "No email or refund is waiting.",
  stuckEffectsLink: "See and retry them",
  orderLink: "order #{{id}}",
  noOrder: "no matching order",
};

export type AdminTroubleTexts = typeof adminTrouble;
export default adminTrouble;
