// The translate function of each language, for the server: loaders, actions, API answers and the
// domain's emails. Kept apart from ./translator, which the browser imports, because this one
// bundles every language's texts (./resources).
import type { Language } from "./config";
import { resources } from "./resources";
import { createTranslator, type Translate } from "./translator";

// One translator per language for the isolate's life: the texts never change while it runs, and
// building one per request (as an i18next instance per request did) cost a noticeable part of a
// page's CPU time.
const translators = new Map<Language, Translate>();

/** The translate function of `language`. */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, resources[language].translation);
    translators.set(language, translate);
  }
  return translate;
}
