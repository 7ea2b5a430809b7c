// Texts for components: a provider holding the shown language and its texts, and the
// `useTranslation()` hook with react-i18next's shape ({ t, i18n: { language } }), so components
// read the same either way. entry.server.tsx provides the request's language from the bundled
// resources; entry.client.tsx provides the same language from its own chunk before hydrating.
import { createContext, useContext, useMemo, useState } from "react";
import type { Language } from "./config";
import type { Translation } from "./locales/en";
import { createTranslator, type Translate } from "./translator";

export interface ShownTexts {
  language: Language;
  texts: Translation;
}

interface TranslationState {
  shown: ShownTexts;
  show: (next: ShownTexts) => void;
  t: Translate;
}

const TranslationContext = createContext<TranslationState | null>(null);

export function TranslationProvider({ initial, children }: { initial: ShownTexts; children: React.ReactNode }) {
  const [shown, show] = useState(initial);
  const value = useMemo(() => ({ shown, show, t: createTranslator(shown.language, shown.texts) }), [shown]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

function useTranslationState(): TranslationState {
  const state = useContext(TranslationContext);
  if (!state) throw new Error("useTranslation() needs the TranslationProvider of entry.server.tsx / entry.client.tsx");
  return state;
}

export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const { t, shown } = useTranslationState();
  return { t, i18n: { language: shown.language } };
}

/** The shown texts and a way to switch them, for the one hook that follows the server's language. */
export function useShownTexts(): [ShownTexts, (next: ShownTexts) => void] {
  const { shown, show } = useTranslationState();
  return [shown, show];
}
