import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useInStoreLinks } from "~/lib/in-store-links";
import { useHydrated } from "~/lib/use-hydrated";

export interface LinkOption {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** With JavaScript, handles the choice in place instead of following the link. */
  onSelect?: () => void;
}

/**
 * A labelled row of choices, each a link to the page with that choice made, so they work without
 * JavaScript and every state has an address. The current choice is marked for assistive technology.
 * Plain anchors with one handler for the row (app/lib/in-store-links.ts): a game page shows some twenty.
 *
 * Chips (server, platform, coin, quick quantities, categories) are a radio group: once the script
 * runs the row is one Tab stop, on the chosen chip, and the arrow keys (Home, End) move between the
 * chips; Enter or Space chooses the focused one. Moving does not choose, as each choice loads the
 * page again. Without the script every chip is its own Tab stop and Enter follows its link.
 */
export function OptionLinks({
  label,
  options,
  variant = "chips",
}: {
  label: string;
  options: LinkOption[];
  variant?: "chips" | "tabs";
}) {
  const labelId = useId();
  const list = useRef<HTMLUListElement>(null);
  const current = options.find((option) => option.current)?.key;
  const radios = variant === "chips";
  const hydrated = useHydrated();
  // The chip the focus is on while it is inside the row; leaving the row, the Tab stop is the chosen one again.
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop = options.find((option) => option.key === focused)?.key ?? current ?? options[0]?.key;
  const choose = useInStoreLinks({
    preventScrollReset: true,
    handle: (link) => {
      const onSelect = options[Number(link.dataset.option)]?.onSelect;
      onSelect?.();
      return onSelect !== undefined;
    },
  });
  // Tabs scroll sideways on a phone: the chosen one is brought into the row's view (the row only,
  // never the page).
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (variant !== "tabs" || !row || !chosen || current === undefined) return;
    showWholeInRow(row, chosen);
  }, [variant, current]);
  return (
    <nav className={`option-group option-group--${variant}`} aria-labelledby={labelId}>
      <span id={labelId} className={variant === "tabs" ? "visually-hidden" : "option-group__label"}>
        {label}
      </span>
      <ul
        ref={list}
        className={variant}
        onClick={choose}
        role={radios ? "radiogroup" : undefined}
        aria-labelledby={radios ? labelId : undefined}
        onKeyDown={radios ? moveAmongRadios : undefined}
        onFocus={
          radios
            ? (event) => setFocused(optionKey(event.target, options))
            : // The browser leaves a tab that is partly in view where it is; the keyboard's tab is read whole.
              (event) => {
                if (event.target instanceof HTMLElement) showWholeInRow(event.currentTarget, event.target);
              }
        }
        onBlur={
          radios
            ? (event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
              }
            : undefined
        }
      >
        {options.map((option, index) => (
          <li key={option.key} role={radios ? "none" : undefined}>
            {radios ? (
              // biome-ignore lint/a11y/useSemanticElements: a native radio has no address; each choice is a link so it works without JavaScript.
              <a
                href={option.href}
                data-option={index}
                className="chip"
                role="radio"
                aria-checked={option.current}
                tabIndex={hydrated && option.key !== tabStop ? -1 : undefined}
              >
                {option.label}
              </a>
            ) : (
              <a
                href={option.href}
                data-option={index}
                className="tab"
                aria-current={option.current ? "true" : undefined}
              >
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The option a focused chip stands for. */
function optionKey(target: EventTarget, options: LinkOption[]): string | null {
  const index = target instanceof HTMLElement ? target.dataset.option : undefined;
  return index === undefined ? null : (options[Number(index)]?.key ?? null);
}

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move the focus among a radio group's chips; Space chooses as Enter does. */
function moveAmongRadios(event: KeyboardEvent<HTMLUListElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const chips = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[role="radio"]'));
  const index = chips.indexOf(event.target as HTMLAnchorElement);
  if (index < 0) return;
  const step = steps[event.key];
  if (step) {
    event.preventDefault();
    chips[step(index, chips.length)]?.focus();
  } else if (event.key === " ") {
    // Space on a link would scroll the page.
    event.preventDefault();
    chips[index]?.click();
  }
}

/** Scrolls `row` (and nothing else) so `tab` is wholly in its view, centred, when it is not already. */
function showWholeInRow(row: HTMLElement, tab: HTMLElement) {
  const start = tab.offsetLeft - row.offsetLeft;
  if (start < row.scrollLeft || start + tab.offsetWidth > row.scrollLeft + row.clientWidth)
    row.scrollLeft = start - (row.clientWidth - tab.offsetWidth) / 2;
}
