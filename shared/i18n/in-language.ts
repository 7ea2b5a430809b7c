// Catalogue texts are stored once per language (an English column and a `…Pt` column). A page
// or API answer in one language shows that language's text, or the other one when the admin left
// it empty: a half-translated catalogue still reads, instead of showing a blank.
import type { Language } from "./config";

export interface TextInLanguages {
  en: string;
  pt: string;
}

export function inLanguage(text: TextInLanguages, language: Language): string {
  const own = text[language].trim();
  return own || text[language === "en" ? "pt" : "en"].trim();
}
