import { useEffect, useId, useRef } from "react";
import { useInStoreLinks } from "~/lib/in-store-links";

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
    const start = chosen.offsetLeft - row.offsetLeft;
    if (start < row.scrollLeft || start + chosen.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = start - (row.clientWidth - chosen.offsetWidth) / 2;
  }, [variant, current]);
  return (
    <nav className={`option-group option-group--${variant}`} aria-labelledby={labelId}>
      <span id={labelId} className={variant === "tabs" ? "visually-hidden" : "option-group__label"}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard's; Enter on one clicks it. */}
      <ul ref={list} className={variant} onClick={choose}>
        {options.map((option, index) => (
          <li key={option.key}>
            <a
              href={option.href}
              data-option={index}
              className={variant === "tabs" ? "tab" : "chip"}
              aria-current={option.current ? "true" : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
