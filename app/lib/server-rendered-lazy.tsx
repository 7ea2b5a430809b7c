// A part of a page that the server renders with the page but whose code the browser fetches only
// when that part is on the page, after the page's first-load JavaScript (issue #19: the game page's
// coin and item panels, one of which a page shows). Until the code is here the browser keeps the
// server's HTML of the part as it is, inert but in place (nothing moves, nothing flashes), then
// React draws the real part over it, carrying over what was typed there and where the focus was
// (app/lib/carry-over.ts, fetched with the code).
import type { Language } from "@shared/i18n/config";
import type { TextTree } from "@shared/i18n/translator";
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { PageArea } from "~/i18n/page-texts";
import { fetchAreaTexts, useServerAreaTexts } from "~/i18n/part-texts";
import { MoreTexts, useTranslation } from "~/i18n/use-translation";
import type * as CarryOver from "./carry-over";
import { type Press, pressOf } from "./early-press";

type Loaded<Props> = { default: ComponentType<Props> };

/** What carries the shopper's doings over to a part's code: fetched with the first part's code. */
let carryOver: typeof CarryOver | null = null;
const loadCarryOver = () =>
  import("./carry-over").then((module) => {
    carryOver = module;
    return module;
  });

// A layout effect in the browser (the carried input is back before the browser paints), an ordinary
// effect on the server, where neither runs and React warns about a layout effect.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

interface PartOptions {
  /**
   * The page area (app/i18n/page-texts.ts) whose texts the part shows, kept out of the page's own:
   * the server renders the part with them and the browser fetches them with its code.
   */
  texts?: PageArea;
}

/**
 * `load`'s component, rendered by the server in place and fetched by the browser when it is shown;
 * `name` marks the part in the page (one part per name on a page). `preload()` fetches it ahead.
 */
export function serverRenderedLazy<Props extends object>(
  name: string,
  load: () => Promise<Loaded<Props>>,
  { texts: area }: PartOptions = {},
) {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadCode = () => {
    loading ??= load().then(
      (module) => {
        component = module.default;
        return component;
      },
      (error: unknown) => {
        // The next showing asks the network again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /** The part's texts in the browser, once fetched, by language. */
  const fetchedTexts = new Map<Language, TextTree>();
  const loadTexts = (language: Language): Promise<TextTree | null> => {
    if (!area) return Promise.resolve(null);
    return fetchAreaTexts(language, area).then((texts) => {
      fetchedTexts.set(language, texts);
      return texts;
    });
  };
  const preload = (language: Language) => Promise.all([loadCode(), loadTexts(language), loadCarryOver()]);
  const hasTexts = (language: Language) => !area || fetchedTexts.has(language);
  // The Worker has it before its first request renders (and a render that comes sooner waits for it).
  if (import.meta.env.SSR) void loadCode().catch(() => {});
  const selector = `[data-lazy-part="${name}"]`;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy.
  function ServerRenderedPart(props: Props) {
    const { i18n } = useTranslation();
    const serverTexts = useServerAreaTexts();
    const container = useRef<HTMLDivElement>(null);
    // The server has every text (ServerAreaTexts); the browser waits for the part's own.
    const [Part, setPart] = useState(() => (import.meta.env.SSR || hasTexts(i18n.language) ? component : null));
    // The server's HTML of the part, as the browser holds it while hydrating (none after a navigation).
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? "" : (document.querySelector(selector)?.innerHTML ?? ""),
    );
    const carried = useRef<CarryOver.Carried | null>(null);
    const pressed = useRef<Press | null>(null);
    const [, textsArrived] = useState(0);
    useEffect(() => {
      if (Part && hasTexts(i18n.language)) return;
      preload(i18n.language).then(
        ([loaded, , carry]) => {
          // What the shopper did is read and the HTML replaced in one task: no choice or press falls between.
          const draw = () => {
            if (!Part) carried.current = carry.carriedFrom(container.current);
            flushSync(() => {
              setPart(() => loaded);
              textsArrived((count) => count + 1);
            });
          };
          if (Part) draw();
          else carry.afterPress(container.current, draw);
        },
        // Offline: the server's HTML stays; the next visit to the part tries again.
        () => {},
      );
    }, [Part, i18n.language]);
    // The press waits one render after the carried choices: a radio turned on again sets the part's
    // state, which its submit reads (the payment method of a press made before the code came).
    const [pressNow, setPressNow] = useState<Press | null>(null);
    useBrowserLayoutEffect(() => {
      if (!Part || !carried.current) return;
      carryOver?.carryInto(container.current, carried.current);
      carried.current = null;
      if (pressed.current) setPressNow(pressed.current);
      pressed.current = null;
    }, [Part]);
    useEffect(() => {
      if (!pressNow) return;
      carryOver?.pressAgain(container.current, pressNow);
      setPressNow(null);
    }, [pressNow]);
    if (import.meta.env.SSR && !Part) throw loadCode();
    const texts = area ? (serverTexts?.(area) ?? fetchedTexts.get(i18n.language) ?? null) : null;
    // A change of language keeps the part in the old one until the new texts are here.
    const shownTexts = texts ?? (area ? ([...fetchedTexts.values()][0] ?? null) : null);
    return Part ? (
      // data-ready: the part's own code draws it now (tests wait for it before reading its styles).
      <div ref={container} data-lazy-part={name} data-ready="" style={{ display: "contents" }}>
        {shownTexts ? (
          <MoreTexts texts={shownTexts}>
            <Part {...props} />
          </MoreTexts>
        ) : (
          <Part {...props} />
        )}
      </div>
    ) : (
      <div
        ref={container}
        data-lazy-part={name}
        style={{ display: "contents" }}
        // Kept as the server wrote it: React leaves a part given as HTML alone while hydrating.
        suppressHydrationWarning
        // A button pressed now does nothing yet (a form sent would leave the page): the code presses it again.
        onClickCapture={(event) => {
          const press = container.current ? pressOf(container.current, event.target) : null;
          if (!press) return;
          event.preventDefault();
          pressed.current = press;
        }}
        onSubmitCapture={(event) => {
          event.preventDefault();
          if (pressed.current || !container.current || !(event.target instanceof HTMLFormElement)) return;
          const form = [...container.current.querySelectorAll("form")].indexOf(event.target);
          pressed.current = { name: "", value: "", button: -1, form };
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this part, read back from the page.
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  ServerRenderedPart.preload = (language: Language = document.documentElement.lang === "pt" ? "pt" : "en") => {
    void preload(language).catch(() => {});
  };
  return ServerRenderedPart;
}
