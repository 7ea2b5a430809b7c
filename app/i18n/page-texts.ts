// Texts of one page only travel with that page's loader data, under `pageTexts` (built by
// pageTexts() in ./i18n.server.ts), instead of in the language chunk every page loads
// (./locales/en-shell.ts). The root layout adds the pageTexts of every matched route to the texts
// its components read (PageTexts in ./use-translation.tsx).
import type { TextTree } from "@shared/i18n/translator";

/** Areas of the texts that only one page shows. */
export type PageArea = "about" | "contact";

function isTextTree(value: unknown): value is TextTree {
  return typeof value === "object" && value !== null;
}

/** The pageTexts a matched route's loader data carries, if any. */
export function pageTextsOf(data: unknown): TextTree | null {
  if (!isTextTree(data) || !("pageTexts" in data)) return null;
  return isTextTree(data.pageTexts) ? data.pageTexts : null;
}
