import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { type FoundGame, useGameSearch } from "~/lib/game-search";
import { focusNextPageHeading } from "~/lib/next-page-heading";
import { SearchForm } from "./header-search";

/** Suggestions shown at once; the count says how many games match in all. */
const MAX_SHOWN = 8;

/**
 * The header's game search (spec section 2): a combobox whose list opens when the text matches
 * game names (case-insensitive substring, asked of the API as the visitor types, ~/lib/game-search.ts)
 * and says how many match, or that none does. Arrows move through the list, Enter opens the active game or, with none active, searches
 * the catalogue; Escape closes. It takes the place of the plain form of header-search.tsx once the
 * visitor turns to the search, with what was typed there and the focus.
 */
export default function HeaderSearchCombobox({ initialText, focus }: { initialText: string; focus: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes over from the plain form.
  useEffect(() => {
    const field = input.current;
    if (!focus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const query = text.trim();
  const found = useGameSearch(text, "name", query !== "");
  // A new answer starts with no suggestion active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts.
  useEffect(() => setActive(-1), [found]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const answered = query !== "" && found.query === query ? found.games : null;
  const shown = answered?.slice(0, MAX_SHOWN) ?? [];
  const open = !dismissed && shown.length > 0;
  // Said, not left blank: the visitor learns the text matched nothing before pressing Enter.
  const noMatch = !dismissed && answered?.length === 0;
  const total = answered?.length ?? 0;

  const reset = () => {
    setText("");
    setActive(-1);
  };
  const choose = (game: FoundGame) => {
    reset();
    focusNextPageHeading();
    navigate(`/game/${game.id}`);
  };

  return (
    <SearchForm
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = open ? shown[active] : undefined;
        if (chosen) return choose(chosen);
        if (!query) return;
        reset();
        navigate(`/games?search=${encodeURIComponent(query)}`);
      }}
      input={{
        ref: input,
        "aria-expanded": open,
        "aria-controls": listId,
        "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          setDismissed(false);
        },
        onKeyDown: (event) => {
          if (event.key === "Escape") {
            if (open) event.preventDefault();
            setDismissed(true);
            setActive(-1);
          } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            if (!shown.length) return;
            event.preventDefault();
            setDismissed(false);
            const step = event.key === "ArrowDown" ? 1 : -1;
            // Wraps around: down from the last goes to the first, up from none goes to the last.
            setActive((current) => (current + step + shown.length + (current < 0 && step < 0 ? 1 : 0)) % shown.length);
          }
        },
        onBlur: () => {
          // Late enough for a click on a suggestion to land first.
          blurTimer.current = setTimeout(() => setDismissed(true), 150);
        },
        onFocus: () => {
          clearTimeout(blurTimer.current);
          setDismissed(false);
        },
      }}
    >
      <div className="header-search__results" hidden={!open && !noMatch}>
        <p className="header-search__count" aria-live="polite">
          {open ? t("catalogue.search.resultCount", { count: total }) : ""}
          {noMatch ? t("catalogue.search.noMatch", { query }) : ""}
        </p>
        <div id={listId} role="listbox" aria-label={t("catalogue.search.suggestions")}>
          {shown.map((game, index) => (
            // Focus stays in the input (aria-activedescendant); the keyboard works from there.
            // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input.
            <div
              key={game.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="header-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(game)}
              onMouseEnter={() => setActive(index)}
            >
              <span className="header-search__name">{game.name}</span>
              <span className="header-search__category">{game.category}</span>
            </div>
          ))}
        </div>
      </div>
    </SearchForm>
  );
}
