// A part of a page that the server renders with the page but whose code the browser fetches only
// when that part is on the page, after the page's first-load JavaScript (issue #19: the game page's
// coin and item panels, one of which a page shows). Until the code is here the browser keeps the
// server's HTML of the part as it is, inert but in place (nothing moves, nothing flashes), then
// React draws the real part over it, carrying over what was typed there and where the focus was.
import type { Language } from "@shared/i18n/config";
import type { TextTree } from "@shared/i18n/translator";
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { PageArea } from "~/i18n/page-texts";
import { fetchAreaTexts, useServerAreaTexts } from "~/i18n/part-texts";
import { MoreTexts, useTranslation } from "~/i18n/use-translation";

type Loaded<Props> = { default: ComponentType<Props> };

// A layout effect in the browser (the carried input is back before the browser paints), an ordinary
// effect on the server, where neither runs and React warns about a layout effect.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** What the shopper did in the server's HTML before the code came: typed values and the focused field or button. */
interface Carried {
  values: Array<{ key: string; value: string }>;
  /** Radio buttons and checkboxes turned on or off, by name and value. */
  checks: Array<{ name: string; value: string; checked: boolean }>;
  focused: string | null;
  /** The focused button's place among the part's buttons (a keyboard that tabbed into the part keeps its place), or -1. */
  focusedButton: number;
}

/**
 * A button pressed (or a form sent) in the server's HTML before the code came: pressed again once
 * it is here. Found by name and value when it has them, else by its place among the part's buttons.
 */
interface Press {
  name: string;
  value: string;
  button: number;
  /** The form sent without a button (Enter in a form that has none), by its place. */
  form: number;
}

const buttonsOf = (container: Element) => [...container.querySelectorAll("button, input[type=submit]")];

function pressOf(container: Element, target: EventTarget): Press | null {
  const button = target instanceof Element ? target.closest("button, input[type=submit]") : null;
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return null;
  if (!container.contains(button)) return null;
  return { name: button.name, value: button.value, button: buttonsOf(container).indexOf(button), form: -1 };
}

function pressAgain(container: Element | null, press: Press) {
  if (!container) return;
  if (press.form >= 0) {
    container.querySelectorAll("form")[press.form]?.requestSubmit();
    return;
  }
  const buttons = buttonsOf(container);
  const named = press.name
    ? buttons.find(
        (button) =>
          (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
          button.name === press.name &&
          button.value === press.value,
      )
    : undefined;
  const button = named ?? buttons[press.button];
  if (button instanceof HTMLElement) button.click();
}

/** A field's name in the part: its id, else its name. */
const keyOf = (field: Element) => field.id || field.getAttribute("name") || "";

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsOf = (container: Element): Field[] =>
  [...container.querySelectorAll("input, textarea")].filter(
    (field): field is Field =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && keyOf(field) !== "",
  );

const isCheck = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

function carriedFrom(container: Element | null): Carried {
  if (!container) return { values: [], checks: [], focused: null, focusedButton: -1 };
  const fields = fieldsOf(container);
  const values = fields
    .filter((field) => !isCheck(field) && field.value !== field.defaultValue)
    .map((field) => ({ key: keyOf(field), value: field.value }));
  const checks = fields
    .filter((field): field is HTMLInputElement => isCheck(field) && field instanceof HTMLInputElement)
    .filter((field) => field.checked !== field.defaultChecked)
    .map((field) => ({ name: field.name, value: field.value, checked: field.checked }));
  const active = document.activeElement;
  const inside = active !== null && container.contains(active);
  const focusedButton = inside ? buttonsOf(container).indexOf(active) : -1;
  return { values, checks, focused: inside && focusedButton < 0 ? keyOf(active) : null, focusedButton };
}

/** Sets a field's value as typing would, so that the part's own change handlers hear of it. */
function typeInto(field: Field, value: string) {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function carryInto(container: Element | null, carried: Carried) {
  if (!container) return;
  const fields = fieldsOf(container);
  for (const { key, value } of carried.values) {
    const field = fields.find((candidate) => keyOf(candidate) === key);
    if (field && field.value !== value) typeInto(field, value);
  }
  for (const { name, value, checked } of carried.checks) {
    const field = fields.find(
      (candidate) => candidate instanceof HTMLInputElement && candidate.name === name && candidate.value === value,
    );
    if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
  }
  const focused = fields.find((candidate) => carried.focused !== null && keyOf(candidate) === carried.focused);
  focused?.focus();
  const button = buttonsOf(container)[carried.focusedButton];
  if (carried.focusedButton >= 0 && button instanceof HTMLElement) button.focus();
}

/**
 * A press under way in the server's HTML: a pointer or Space held down on it, its click not come
 * yet. The browser sends no click when the element pressed is replaced before the release, so the
 * part's code waits for the release before drawing over the HTML (a "Complete purchase" pressed as
 * the checkout's code arrived did nothing).
 */
function pressTracker() {
  let down = false;
  let waiting: (() => void) | null = null;
  const holdUntil = (release: "pointerup" | "keyup") => {
    down = true;
    const listening = new AbortController();
    const end = () => {
      listening.abort();
      // After the click that the release sends in the same task.
      setTimeout(() => {
        down = false;
        const then = waiting;
        waiting = null;
        then?.();
      });
    };
    for (const type of [release, "pointercancel"]) {
      window.addEventListener(type, end, { capture: true, signal: listening.signal });
    }
    // The window's own blur (a press lost to another window), not a field's on the way.
    window.addEventListener("blur", end, { signal: listening.signal });
  };
  return {
    /** Runs `then` now, or once the press under way is released. */
    afterRelease(then: () => void) {
      if (down) waiting = then;
      else then();
    },
    onPointerDownCapture: () => holdUntil("pointerup"),
    // Space clicks a button on its release (Enter clicks at once, as the key goes down).
    onKeyDownCapture: (event: { key: string }) => {
      if (event.key === " ") holdUntil("keyup");
    },
  };
}

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
  const preload = (language: Language) => Promise.all([loadCode(), loadTexts(language)]);
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
    const carried = useRef<Carried | null>(null);
    const pressed = useRef<Press | null>(null);
    const [, textsArrived] = useState(0);
    const pressUnderWay = useRef<ReturnType<typeof pressTracker> | null>(null);
    pressUnderWay.current ??= pressTracker();
    useEffect(() => {
      if (Part && hasTexts(i18n.language)) return;
      preload(i18n.language).then(
        ([loaded]) => {
          // What the shopper did is read and the HTML replaced in one task: no choice or press falls between.
          const draw = () => {
            if (!Part) carried.current = carriedFrom(container.current);
            flushSync(() => {
              setPart(() => loaded);
              textsArrived((count) => count + 1);
            });
          };
          if (Part) draw();
          else pressUnderWay.current?.afterRelease(draw);
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
      carryInto(container.current, carried.current);
      carried.current = null;
      if (pressed.current) setPressNow(pressed.current);
      pressed.current = null;
    }, [Part]);
    useEffect(() => {
      if (!pressNow) return;
      pressAgain(container.current, pressNow);
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
        onPointerDownCapture={pressUnderWay.current.onPointerDownCapture}
        onKeyDownCapture={pressUnderWay.current.onKeyDownCapture}
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
