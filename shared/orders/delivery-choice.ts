// How an order line's coins are handed over (issue 49): the hand-over method the shopper chose at
// purchase, copied onto the order line as it stood then (a method renamed or removed later does not
// change what was promised), with the details that method asks for.

/** The longest character name or time window a shopper may give (the desk reads it in one line). */
export const MAX_DELIVERY_FIELD_LENGTH = 60;

export interface DeliveryChoice {
  methodId: number;
  label: { en: string; pt: string };
  /** What the agent's proof of delivery must show, for this method. */
  proof: { en: string; pt: string };
  /** The in-game character to hand the coins to, when the method asks for it. */
  characterName: string | null;
  /** When the shopper can be in the game for the hand-over, when the method asks for it. */
  timeWindow: string | null;
}
