// A setting people read in their language (support hours): the storefront and the admin form show
// it alike.
import * as v from "valibot";

/** A text people read: one value for every language, or one per language. */
export const localizedText = v.union([v.string(), v.object({ en: v.string(), pt: v.string() })]);
export type LocalizedText = v.InferOutput<typeof localizedText>;

/** The text in `language`, or the one text every language shares. */
export function localize(text: LocalizedText, language: "en" | "pt"): string {
  return typeof text === "string" ? text : text[language];
}
