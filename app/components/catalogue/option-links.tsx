import { Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";

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
      <ul ref={list} className={variant}>
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.href}
              className={variant === "tabs" ? "tab" : "chip"}
              aria-current={option.current ? "true" : undefined}
              preventScrollReset
              onClick={
                option.onSelect
                  ? (event) => {
                      event.preventDefault();
                      option.onSelect?.();
                    }
                  : undefined
              }
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
