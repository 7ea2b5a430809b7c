// Texts of the panels that open on demand (the sign-in forms, the cart drawer, the chat): their page
// areas (./page-texts.ts) load with the panel's code, in the page's language, from /resources/texts
// (./part-texts.tsx), instead of weighing on every page's first load.
import type { Language } from "@shared/i18n/config";
import type { PageArea } from "@shared/i18n/page-texts";
import type { TextTree } from "@shared/i18n/translator";
import { type Loading, tracked } from "~/lib/tracked";
import { fetchTexts, shownLanguage } from "./part-texts";
import { MoreTexts, useTranslation } from "./use-translation";

const texts = new Map<string, Loading<TextTree>>();

/** The texts of `areas` in `language`, loading once. */
function textsOf(language: Language, areas: readonly PageArea[]): Loading<TextTree> {
  const key = `${language}:${areas.join()}`;
  let loading = texts.get(key);
  if (!loading) {
    loading = tracked(fetchTexts(language, areas));
    texts.set(key, loading);
  }
  return loading;
}

/**
 * A panel loaded on first use together with its texts, both at once (like React.lazy, it suspends
 * until they are here, and a failed load goes to the error boundary); render it inside a Suspense
 * boundary. `preload()` fetches both ahead, when the shopper shows interest.
 */
export function lazyWithTexts<Props extends object>(
  areas: readonly PageArea[],
  loadCode: () => Promise<{ default: (props: Props) => React.ReactNode }>,
) {
  let code: Loading<{ default: (props: Props) => React.ReactNode }> | null = null;
  const preload = (language: Language = shownLanguage()) => {
    code ??= tracked(loadCode());
    return Promise.all([code, textsOf(language, areas)]);
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per panel at module level, like React.lazy.
  function PanelWithTexts(props: Props) {
    const { i18n } = useTranslation();
    const both = preload(i18n.language);
    const panelTexts = textsOf(i18n.language, areas);
    const Panel = code?.value?.default;
    const failure = code?.error ?? panelTexts.error;
    if (failure) {
      // To the error boundary; the next render asks the network again.
      code = null;
      texts.delete(`${i18n.language}:${areas.join()}`);
      throw failure;
    }
    if (!Panel || !panelTexts.value) throw both;
    return (
      <MoreTexts texts={panelTexts.value}>
        <Panel {...props} />
      </MoreTexts>
    );
  }
  PanelWithTexts.preload = () => {
    preload();
  };
  return PanelWithTexts;
}
