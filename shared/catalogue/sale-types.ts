// Which sale-type tab shows what. Pure and free of the database layer (type imports only), so the
// game page's client code can use it without pulling drizzle into the browser bundle.
import type { ItemKind, SaleType } from "../codes";

/**
 * Every sale type in tab order, with the kind of entry in the items table it lists;
 * "moeda" sells coin offers, which live in their own table.
 */
export const saleTypeKinds = {
  moeda: null,
  "moeda-items": "currency_item",
  items: "item",
  boosting: "boosting",
  carryrun: "carry_run",
} as const satisfies Record<SaleType, ItemKind | null>;

export type ItemSaleType = { [K in SaleType]: (typeof saleTypeKinds)[K] extends null ? never : K }[SaleType];

export const saleTypes = Object.keys(saleTypeKinds) as SaleType[];

export function isSaleType(value: unknown): value is SaleType {
  return typeof value === "string" && Object.hasOwn(saleTypeKinds, value);
}

/** Spec section 9: 15 entries a page for items and currency items, 8 for boosting and carry runs. */
export const pageSizes: Record<ItemSaleType, number> = {
  "moeda-items": 15,
  items: 15,
  boosting: 8,
  carryrun: 8,
};

/** Spec section 3: a server may be stored as "::Name"; people only ever see "Name". */
export function displayServer(server: string): string {
  return server.startsWith("::") ? server.slice(2).trim() : server.trim();
}

/** Spec section 3: an entry without a subcategory is shown under "Geral" ("General" in English). */
export const DEFAULT_SUBCATEGORY = "Geral";
const DEFAULT_SUBCATEGORY_TEXT = { en: "General", pt: "Geral" };

/** A subcategory's name in both languages, as stored (English name, Portuguese label). */
export function subcategoryTexts(row: { subcategory: string; subcategoryPt: string }) {
  const isDefault = row.subcategory === DEFAULT_SUBCATEGORY || row.subcategory === "";
  return {
    en: isDefault ? DEFAULT_SUBCATEGORY_TEXT.en : row.subcategory,
    pt: row.subcategoryPt || (isDefault ? DEFAULT_SUBCATEGORY_TEXT.pt : ""),
  };
}
