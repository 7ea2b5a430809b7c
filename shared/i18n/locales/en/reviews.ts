// Reviews from delivered orders: the order page's form, how reviews read, the admin's tools, refusals.
const reviews = {
  form: {
    title: "Rate what you bought",
    intro:
      "Tell other gamers how it went: rate each item once, within 60 days of the delivery. You can change a review for 7 days after writing it.",
    ratingLegend: "Your stars for {{name}}",
    stars_one: "{{count}} star",
    stars_other: "{{count}} stars",
    textLabel: "What would you tell other gamers? (optional)",
    send: "Publish review",
    save: "Save changes",
    sending: "Sending…",
    editUntil: "You can change it until {{time}}.",
    hidden: "Our team hid this review: {{reason}}",
    published: "Thank you! Your review is published.",
    closed: "Reviews of this order are closed.",
  },
  card: {
    deliveredIn: "Delivered in {{time}}",
    writtenIn: "Written in {{language}}",
    languages: { en: "English", pt: "Portuguese" },
    reply: "The store's answer",
  },
  email: {
    hiddenSubject: "Your review of order #{{id}} was hidden",
    hiddenIntro: "We hid your review of order #{{id}} from the store's pages. The reason:",
    hiddenOutro: "If you think this was a mistake, answer this email or talk to our support team.",
  },
  errors: {
    reasonRequired: "Say why the review is hidden: its author is told.",
    replyRequired: "Write the answer.",
    alreadyHidden: "This review is already hidden.",
    ratingRequired: "Choose from 1 to 5 stars.",
    textTooLong: "Keep your review to 1,000 characters.",
    lineRequired: "Choose what you are reviewing.",
    lineNotFound: "That item is not part of this order.",
    notDelivered: "You can review this order once it has been delivered.",
    cancelled: "This order was cancelled or refunded, so it cannot be reviewed.",
    windowClosed: "Reviews are open for 60 days after delivery, and that time is over for this order.",
    alreadyReviewed: "You already reviewed this item. You can change your review instead.",
    reviewNotFound: "We could not find that review.",
    editClosed: "A review can be changed for 7 days after it was written, and that time is over for this one.",
  },
};

export default reviews;
