// Texts for components: the `useTranslation()` hook with react-i18next's shape ({ t, i18n: { language } }),
// reading the texts the matched routes' loaders sent (./page-texts.ts). entry.server.tsx and
// entry.client.tsx provide the page's language (and, only for a page without the root loader's
// data, the shell's texts: ./part-texts.tsx); PageTexts, around the whole shell, adds the routes'
// texts; MoreTexts adds those a part or panel fetches with its code (./lazy-texts.tsx).
import { useMatches } from "@remix-run/react";
import { isLanguage, type Language } from "@shared/i18n/config";
import { mergeTexts, pageTextsOf } from "@shared/i18n/page-texts";
import { createTranslator, type TextTree, type Translate } from "@shared/i18n/translator";
import { createContext, useContext, useEffect, useMemo, useRef } from "react";

interface Texts {
  language: Language;
  texts: TextTree;
  t: Translate;
}

const TranslationContext = createContext<Texts | null>(null);

function textsOf(language: Language, texts: TextTree): Texts {
  return { language, texts, t: createTranslator(language, texts) };
}

const noTexts: TextTree = {};
// Trees of texts never change (./page-texts.ts): two trees are merged once, and every later render
// of any page with the same texts finds the same merged tree (and its translator, which keeps what it looked up).
const merged = new WeakMap<TextTree, WeakMap<TextTree, TextTree>>();

function mergedOnce(base: TextTree, more: TextTree): TextTree {
  let withBase = merged.get(base);
  if (!withBase) {
    withBase = new WeakMap();
    merged.set(base, withBase);
  }
  let both = withBase.get(more);
  if (!both) {
    both = mergeTexts(base, more);
    withBase.set(more, both);
  }
  return both;
}

/** The trees merged into one, the same object for the same trees every time (see mergedOnce). */
export function mergedTexts(trees: TextTree[]): TextTree {
  return trees.reduce(mergedOnce, noTexts);
}

export function TranslationProvider({
  language,
  texts = noTexts,
  children,
}: {
  language: Language;
  texts?: TextTree;
  children: React.ReactNode;
}) {
  const value = useMemo(() => textsOf(language, texts), [language, texts]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The translator the page shows now, for code outside React (a client action's connection error). */
let shownTranslator: Translate | null = null;

export function currentTranslator(): Translate | null {
  return shownTranslator;
}

/**
 * Adds the pageTexts of the matched routes' loader data to the texts below it, in the language of
 * the root loader's data (it follows a change of language at once).
 */
export function PageTexts({ children }: { children: React.ReactNode }) {
  const base = useTexts();
  const matches = useMatches();
  const root = matches[0]?.data;
  const locale = typeof root === "object" && root !== null && "locale" in root ? root.locale : null;
  const shell = shellTextsShown(isLanguage(locale) ? locale : null, pageTextsOf(root));
  const language = shell?.language ?? base.language;
  const routeTexts = useSameList(
    [shell?.texts ?? null, ...matches.slice(1).map((match) => pageTextsOf(match.data))].filter(
      (texts) => texts !== null,
    ),
  );
  const value = useMemo(
    () => textsOf(language, routeTexts.reduce(mergedOnce, base.texts)),
    [language, base.texts, routeTexts],
  );
  useEffect(() => {
    shownTranslator = value.t;
  }, [value]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The shell's texts the browser showed last (never kept on the server, where requests take turns). */
let lastShell: { language: Language; texts: TextTree } | null = null;

/**
 * The root loader's language and texts, or, when they are missing, those the browser showed last:
 * a client navigation whose data request failed (the connection dropped, an error answer) brings
 * no root data, and its error screen is still the shell in the page's language, in words.
 */
function shellTextsShown(language: Language | null, texts: TextTree | null) {
  if (language && texts) {
    if (typeof document !== "undefined") lastShell = { language, texts };
    return { language, texts };
  }
  return lastShell;
}

/** `list` itself, or the one of the last render when it holds the same items: the texts change only with new loader data. */
function useSameList<T>(list: T[]): T[] {
  const last = useRef(list);
  const same = last.current.length === list.length && last.current.every((item, i) => item === list[i]);
  if (!same) last.current = list;
  return last.current;
}

/** Adds `texts` (a panel's own, loaded with its code) to the texts below it. */
export function MoreTexts({ texts, children }: { texts: TextTree; children: React.ReactNode }) {
  const base = useTexts();
  const value = useMemo(() => textsOf(base.language, mergedOnce(base.texts, texts)), [base, texts]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

function useTexts(): Texts {
  const state = useContext(TranslationContext);
  if (!state) throw new Error("useTranslation() needs the TranslationProvider of entry.server.tsx / entry.client.tsx");
  return state;
}

export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const { t, language } = useTexts();
  return { t, i18n: { language } };
}
