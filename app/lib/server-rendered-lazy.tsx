// A part of a page that the server renders with the page but whose code the browser fetches only
// when that part is on the page, after the page's first-load JavaScript (issue #19: the game page's
// coin and item panels, one of which a page shows). Until the code is here the browser keeps the
// server's HTML of the part as it is, inert but in place (nothing moves, nothing flashes), then
// React draws the real part over it, carrying over what was typed there and where the focus was.
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";

type Loaded<Props> = { default: ComponentType<Props> };

// A layout effect in the browser (the carried input is back before the browser paints), an ordinary
// effect on the server, where neither runs and React warns about a layout effect.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** What the shopper did in the server's HTML before the code came: typed values and the focused field. */
interface Carried {
  values: Array<{ key: string; value: string }>;
  /** Radio buttons and checkboxes turned on or off, by name and value. */
  checks: Array<{ name: string; value: string; checked: boolean }>;
  focused: string | null;
}

/** A form sent from the server's HTML before the code came: pressed again once it is here. */
interface Press {
  /** The submit button's name and value, or the form's action when it was sent without one. */
  name: string;
  value: string;
  action: string;
}

function pressOf(event: React.FormEvent<HTMLElement>): Press {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  return { name: button?.name ?? "", value: button?.value ?? "", action: form?.getAttribute("action") ?? "" };
}

function pressAgain(container: Element | null, press: Press) {
  if (!container) return;
  if (press.name) {
    const buttons = container.querySelectorAll<HTMLButtonElement>("button[type=submit], button:not([type])");
    [...buttons].find((button) => button.name === press.name && button.value === press.value)?.click();
    return;
  }
  const forms = container.querySelectorAll("form");
  [...forms].find((form) => form.getAttribute("action") === press.action)?.requestSubmit();
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
  if (!container) return { values: [], checks: [], focused: null };
  const fields = fieldsOf(container);
  const values = fields
    .filter((field) => !isCheck(field) && field.value !== field.defaultValue)
    .map((field) => ({ key: keyOf(field), value: field.value }));
  const checks = fields
    .filter((field): field is HTMLInputElement => isCheck(field) && field instanceof HTMLInputElement)
    .filter((field) => field.checked !== field.defaultChecked)
    .map((field) => ({ name: field.name, value: field.value, checked: field.checked }));
  const active = document.activeElement;
  return { values, checks, focused: active && container.contains(active) ? keyOf(active) : null };
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
}

/**
 * `load`'s component, rendered by the server in place and fetched by the browser when it is shown;
 * `name` marks the part in the page (one part per name on a page). `preload()` fetches it ahead.
 */
export function serverRenderedLazy<Props extends object>(name: string, load: () => Promise<Loaded<Props>>) {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
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
  // The Worker has it before its first request renders (and a render that comes sooner waits for it).
  if (import.meta.env.SSR) void preload().catch(() => {});
  const selector = `[data-lazy-part="${name}"]`;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy.
  function ServerRenderedPart(props: Props) {
    const container = useRef<HTMLDivElement>(null);
    const [Part, setPart] = useState(() => component);
    // The server's HTML of the part, as the browser holds it while hydrating (none after a navigation).
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? "" : (document.querySelector(selector)?.innerHTML ?? ""),
    );
    const carried = useRef<Carried | null>(null);
    const pressed = useRef<Press | null>(null);
    useEffect(() => {
      if (Part) return;
      preload().then(
        (loaded) => {
          carried.current = carriedFrom(container.current);
          setPart(() => loaded);
        },
        // Offline: the server's HTML stays; the next visit to the part tries again.
        () => {},
      );
    }, [Part]);
    useBrowserLayoutEffect(() => {
      if (!Part || !carried.current) return;
      carryInto(container.current, carried.current);
      carried.current = null;
      if (pressed.current) pressAgain(container.current, pressed.current);
      pressed.current = null;
    }, [Part]);
    if (import.meta.env.SSR && !Part) throw preload();
    return Part ? (
      <div ref={container} data-lazy-part={name} style={{ display: "contents" }}>
        <Part {...props} />
      </div>
    ) : (
      <div
        ref={container}
        data-lazy-part={name}
        style={{ display: "contents" }}
        // Kept as the server wrote it: React leaves a part given as HTML alone while hydrating.
        suppressHydrationWarning
        // A form sent now would leave the page: it waits for the code and is sent by it.
        onSubmitCapture={(event) => {
          event.preventDefault();
          pressed.current = pressOf(event);
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this part, read back from the page.
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  ServerRenderedPart.preload = () => {
    void preload().catch(() => {});
  };
  return ServerRenderedPart;
}
