// A line's hand-over on the wire (issue 49), the same in the shopper's API and the desk's: the method
// as chosen, in both languages, and the details it asked for; the desk also gets what the proof must
// show. Null where the game has no methods.
import type { DeliveryChoice } from "../../shared/orders/delivery-choice";

export function deliveryMethodJson(choice: DeliveryChoice | null) {
  if (!choice) return null;
  return {
    id: choice.methodId,
    name: choice.label,
    character_name: choice.characterName,
    time_window: choice.timeWindow,
  };
}

/** The same with the proof rule the agent's upload must meet. */
export function deskDeliveryMethodJson(choice: DeliveryChoice | null) {
  const shown = deliveryMethodJson(choice);
  return shown && choice ? { ...shown, proof: choice.proof } : null;
}
