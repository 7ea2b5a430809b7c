// The order a gamer can trust (issue 16): the delivery promise of each entry, compensation for a
// late order, the live order page (timeline, proof, progress, conversation) and what comes after delivery.
const orderTrust = {
  fields: {
    deliveryMinutes: "Delivery time (minutes)",
    deliveryMinutesHint:
      "Minutes from payment to delivery; 0 is instant. Empty uses the store's default from Settings.",
    milestones: "Progress steps (boosting and carry runs)",
    milestonesHint: "One step per line, in order (ranks, stages). The shopper sees each step as you tick it off.",
  },
  page: {
    promiseTitle: "Delivery promise",
    deliverBy: "Promised by {{time}}.",
    deliveredAt: "Delivered {{time}}.",
    startsAtPayment: "The promise starts when the payment is confirmed.",
    progressTitle: "Progress",
    progressShare: "{{done}} of {{total}} steps done ({{percent}}%)",
    stepDone: "done",
    stepToDo: "to do",
    proofTitle: "Delivery proof",
    proofImage: "Delivery proof image",
    proofUploaded: "Uploaded {{time}}",
    live: "This page updates by itself.",
  },
  timeline: {
    payment: "Payment received: {{amount}}",
    refund: "Refund: {{amount}}",
    compensation: "Late-delivery compensation, without asking: {{amount}} ({{percent}}% of the order) back",
    note: "Support: {{text}}",
    proof: "Delivery proof attached. {{text}}",
    milestone: "Step done: {{text}}",
    confirmed: "Receipt confirmed",
    problem: "Problem reported: {{text}}",
  },
  after: {
    title: "Received it?",
    until: "Confirm receipt or report a problem until {{time}}; after that the order is final.",
    confirm: "I received it",
    problemLabel: "What is wrong?",
    problemSend: "Report a problem",
    confirmed: "You confirmed receipt. Thank you!",
    problem: "You reported a problem. Support is looking into it.",
    final: "This order is final.",
    sending: "Sending…",
  },
  errors: {
    problemRequired: "Tell us what is wrong",
    problemTooLong: "At most 1000 characters",
    alreadyAnswered: "You already answered for this order.",
    notDelivered: "This order has not been delivered yet.",
    windowClosed: "The time to confirm or report a problem is over: this order is final.",
  },
  admin: {
    promise: "Delivery promise",
    problemFlag: "Problem reported",
    stepsTitle: "Progress: {{done}} of {{total}} steps",
    stepDone: "Done",
    tick: "Mark “{{step}}” done",
    noteTitle: "Note to the shopper",
    noteLabel: "What the shopper reads on the order's timeline",
    notePost: "Post the note",
    proofTitle: "Delivery proof",
    proofHint:
      "An image (a screenshot of the trade, say) and a note. The shopper sees them with the image's SHA-256 and upload time.",
    proofImage: "Image",
    proofNote: "Note",
    proofAttach: "Attach proof",
    proofRequired: "Choose an image to attach",
    done: "Saved: the shopper's page shows it now.",
    shopperPage: "Open the shopper's order page",
  },
};

export default orderTrust;
