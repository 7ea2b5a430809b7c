// A part of a page that the server renders with the page but whose code (and texts) the browser
// fetches only when the part is on the page, after the page's first-load JavaScript (issue #19: the
// game page's purchase area, the cart, the checkout, the order page).
//
// It is React's own selective hydration (decision 030): the part sits in a Suspense boundary and
// suspends until its code and texts are here. Meanwhile React leaves the server's HTML of the part
// as it is, and that HTML is the store without JavaScript: a link followed or a form sent is
// answered by the server, and what was typed or chosen stays in its field (a controlled field
// adopts it when React takes over: ./adopt-field.ts). The rest of the page hydrates and works at
// once. A failed fetch is asked again (online, or a few seconds later): the server's HTML keeps
// working meanwhile, and no error reaches the page.
import type { Language } from "@shared/i18n/config";
import type { PageArea } from "@shared/i18n/page-texts";
import type { TextTree } from "@shared/i18n/translator";
import { type ComponentType, Suspense } from "react";
import { fetchTexts, shownLanguage, useServerAreaTexts } from "~/i18n/part-texts";
import { MoreTexts, mergedTexts, useTranslation } from "~/i18n/use-translation";
import { type Loading, tracked, untilLoaded } from "./tracked";

type Loaded<Props> = { default: ComponentType<Props> };

interface PartOptions {
  /**
   * The page areas (shared/i18n/page-texts.ts) whose texts the part shows, kept out of the page's own:
   * the server renders the part with them and the browser fetches them with its code.
   */
  texts?: readonly PageArea[];
}

/**
 * `load`'s component, rendered by the server in place and fetched by the browser when it is shown
 * (render it like any component; it brings its own Suspense boundary). `preload()` fetches it ahead.
 * Never one inside another: an update to the outer part (a key typed there) would reach the inner
 * one before it hydrated, and React would throw the inner one's server HTML away (error #421).
 */
export function serverRenderedLazy<Props extends object>(
  load: () => Promise<Loaded<Props>>,
  { texts: areas = [] }: PartOptions = {},
) {
  let code: Loading<Loaded<Props>> | null = null;
  const loadCode = () => {
    code ??= tracked(import.meta.env.SSR ? load() : untilLoaded(load));
    return code;
  };
  const texts = new Map<Language, Loading<TextTree>>();
  const loadTexts = (language: Language) => {
    let loading = texts.get(language);
    if (!loading) {
      loading = tracked(untilLoaded(() => fetchTexts(language, areas)));
      texts.set(language, loading);
    }
    return loading;
  };
  // The Worker has it before its first request renders (and a render that comes sooner waits for it).
  if (import.meta.env.SSR) loadCode();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy.
  function Part(props: Props) {
    const { i18n } = useTranslation();
    const serverTexts = useServerAreaTexts();
    const module = loadCode();
    if (!module.value) throw module;
    const Component = module.value.default;
    if (areas.length === 0) return <Component {...props} />;
    // The server has every text (ServerAreaTexts); the browser waits for the part's own. The same
    // trees merge into the same tree each time, so the translator below keeps what it looked up.
    let partTexts = serverTexts ? mergedTexts(areas.map(serverTexts)) : undefined;
    if (!partTexts) {
      const loading = loadTexts(i18n.language);
      if (!loading.value) throw loading;
      partTexts = loading.value;
    }
    return (
      <MoreTexts texts={partTexts}>
        <Component {...props} />
      </MoreTexts>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy.
  function ServerRenderedPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  ServerRenderedPart.preload = (language: Language = shownLanguage()) => {
    void loadCode();
    if (areas.length > 0) void loadTexts(language);
  };
  return ServerRenderedPart;
}
