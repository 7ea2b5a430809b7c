// The admin catalogue forms' schemas (games, coin offers, items), one per form, for browser and server.
import * as v from "valibot";
import { ITEM_KINDS, SALE_TYPES } from "../codes";
import {
  checkedValues,
  deliveryMinutes,
  gameChoice,
  imageUrl,
  milestoneList,
  multiplesList,
  optionalPriceCents,
  optionalText,
  positiveInteger,
  priceCents,
  requiredText,
  sortOrder,
  textList,
} from "./form-fields";

export const gameFormSchema = v.object({
  name: requiredText(100),
  imageUrl,
  category: optionalText(60),
  tipo: optionalText(60),
  sell: optionalText(500),
  platforms: textList,
  servers: textList,
  saleTypes: checkedValues(SALE_TYPES),
  // Catalogue texts come in both languages; an empty one falls back to the other on the storefront.
  description: optionalText(2000),
  descriptionPt: optionalText(2000),
});
export type GameInput = v.InferOutput<typeof gameFormSchema>;

export const coinOfferFormSchema = v.object({
  gameId: gameChoice,
  coinName: requiredText(60),
  baseUnit: positiveInteger,
  unitPrice: priceCents,
  unitPriceUsd: optionalPriceCents,
  multiples: multiplesList,
  unitName: optionalText(60),
  description: optionalText(2000),
  descriptionPt: optionalText(2000),
  sortOrder,
  deliveryMinutes,
});
export type CoinOfferInput = v.InferOutput<typeof coinOfferFormSchema>;

export const itemFormSchema = v.object({
  gameId: gameChoice,
  kind: v.picklist(ITEM_KINDS, "admin.validation.choice"),
  name: requiredText(120),
  price: priceCents,
  priceUsd: optionalPriceCents,
  imageUrl,
  subcategory: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(60, "admin.validation.tooLong"),
      v.transform((text) => text || "Geral"),
    ),
    "Geral",
  ),
  subcategoryPt: optionalText(60),
  server: optionalText(80),
  sortOrder,
  deliveryMinutes,
  milestones: milestoneList,
});
export type ItemInput = v.InferOutput<typeof itemFormSchema>;
