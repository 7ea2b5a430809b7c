// The translate function of each language, for the server: loaders, actions, API answers and the
// domain's emails. Kept apart from ./translator, which the browser imports, because this one
// bundles every language's texts (./resources).
import type { Language } from "./config";
import { resources } from "./resources";
import { createTranslator, type Translate } from "./translator";

/** The translate function of `language`: one for the isolate's life (createTranslator keeps it with its texts). */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, resources[language].translation);
}
