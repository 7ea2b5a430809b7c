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
  admin: {
    promise: "Delivery promise",
    problemFlag: "Problem reported",
  },
};

export default orderTrust;
