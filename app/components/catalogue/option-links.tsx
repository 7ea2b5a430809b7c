import { Link } from "@remix-run/react";
import { useId } from "react";

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
  return (
    <nav className={`option-group option-group--${variant}`} aria-labelledby={labelId}>
      <span id={labelId} className={variant === "tabs" ? "visually-hidden" : "option-group__label"}>
        {label}
      </span>
      <ul className={variant}>
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
