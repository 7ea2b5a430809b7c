// Texts for components: a provider holding the shown language and its texts, and the
// `useTranslation()` hook with react-i18next's shape ({ t, i18n: { language } }), so components
// read the same either way. entry.server.tsx provides the request's language from the bundled
// resources; entry.client.tsx provides the same language from its own chunk before hydrating.
import { useMatches } from "@remix-run/react";
import type { Language } from "@shared/i18n/config";
import type { ShellTranslation } from "@shared/i18n/locales/en-shell";
import { createTranslator, type Translate } from "@shared/i18n/translator";
import { createContext, useContext, useMemo, useState } from "react";
import { pageTextsOf } from "./page-texts";

export interface ShownTexts {
  language: Language;
  texts: ShellTranslation;
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

/** Adds the pageTexts of the matched routes' loader data (./page-texts.ts) to the texts below it. */
export function PageTexts({ children }: { children: React.ReactNode }) {
  const state = useTranslationState();
  const matches = useMatches();
  const value = useMemo(() => {
    const extra = matches.map((match) => pageTextsOf(match.data)).filter((texts) => texts !== null);
    if (extra.length === 0) return state;
    return { ...state, t: createTranslator(state.shown.language, Object.assign({}, state.shown.texts, ...extra)) };
  }, [state, matches]);
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
