// Issue 49: how coins are handed over — the method the shopper chooses at purchase, as the order,
// the desk and the admin show it, and the admin's editor of a game's methods.
const delivery = {
  choose: {
    legend: "How do you want to receive it?",
    only: "Handed over by {{method}}",
    characterName: "Character name",
    characterNameHint: "The character in the game who receives it",
    timeWindow: "When you can be in the game",
    timeWindowHint: "For example: weekdays 19:00–22:00 (Brasília time)",
  },
  refused: {
    methodRequired: "Choose how you want to receive it: {{choices}}.",
    methodUnknown: "Choose one of this game's ways of receiving it: {{choices}}.",
    characterNameRequired: "Give the character name that receives it.",
    timeWindowRequired: "Say when you can be in the game for the hand-over.",
    tooLong: "Too long: shorten it to fit the box.",
  },
  shown: {
    title: "Hand-over",
    method: "Method",
    characterName: "Character",
    timeWindow: "When",
    proof: "Proof to upload",
    none: "No method chosen: agree it in the order's chat.",
  },
  admin: {
    title: "Hand-over methods: {{game}}",
    intro:
      "Where you offer several, the shopper chooses one at purchase. Each method says what the delivery agent's proof must show.",
    link: "Hand-over methods",
    empty: "No methods: the shopper is not asked, and agents agree the hand-over in the chat.",
    labelEn: "Name (English)",
    labelPt: "Name (Portuguese)",
    proofEn: "Proof the agent uploads (English)",
    proofPt: "Proof the agent uploads (Portuguese)",
    asksCharacterName: "Ask for the character name",
    asksTimeWindow: "Ask for a time window",
    position: "Order in the list",
    add: "Add method",
    adding: "Adding…",
    save: "Save",
    saving: "Saving…",
    remove: "Remove",
    removing: "Removing…",
    added: "Method added.",
    saved: "Method saved.",
    removed: "Method removed: new purchases no longer offer it; orders that chose it keep it.",
    newTitle: "New method",
    notFound: "This method does not exist or was removed.",
  },
};

export type DeliveryTexts = typeof delivery;
export default delivery;
