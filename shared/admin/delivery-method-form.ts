// The admin's form for one hand-over method of a game (issue 49), for browser and server: its name
// and proof rule in both languages, the details it asks the shopper for, and its place in the list.
import * as v from "valibot";
import { checkbox, requiredText, sortOrder } from "./form-fields";

export const deliveryMethodFormSchema = v.object({
  labelEn: requiredText(60),
  labelPt: requiredText(60),
  proofEn: requiredText(300),
  proofPt: requiredText(300),
  asksCharacterName: checkbox,
  asksTimeWindow: checkbox,
  position: sortOrder,
});
export type DeliveryMethodInput = v.InferOutput<typeof deliveryMethodFormSchema>;
