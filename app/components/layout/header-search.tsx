import { Form } from "@remix-run/react";
import { type ComponentType, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

type Combobox = ComponentType<{ initialText: string; focus: boolean }>;

let loadedCombobox: Combobox | null = null;
const loadCombobox = async () => {
  loadedCombobox ??= (await import("./header-search-combobox")).default;
  return loadedCombobox;
};

/**
 * The header's game search. Every page shows it, few visitors use it: the page comes with a plain
 * GET form to /games (all it is without JavaScript), and the suggestions combobox
 * (header-search-combobox.tsx) loads when the visitor points at, focuses or types in the field,
 * then takes its place with what was typed and the focus.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{ Combobox: Combobox; text: string; focus: boolean } | null>(
    loadedCombobox ? { Combobox: loadedCombobox, text: "", focus: false } : null,
  );
  if (combobox) {
    const { Combobox, text, focus } = combobox;
    return <Combobox initialText={text} focus={focus} />;
  }
  const takeOver = () => {
    loadCombobox().then(
      (Combobox) =>
        setCombobox({
          Combobox,
          text: input.current?.value ?? "",
          focus: document.activeElement === input.current,
        }),
      // Offline: the plain form still searches.
      () => {},
    );
  };
  return (
    <Form method="get" action="/games" role="search" className="header-search">
      <label htmlFor="header-search" className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <input
        ref={input}
        id="header-search"
        type="search"
        name="search"
        autoComplete="off"
        placeholder={t("header.searchPlaceholder")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        onPointerEnter={takeOver}
        onFocus={takeOver}
        onInput={takeOver}
      />
      <button type="submit" className="visually-hidden">
        {t("header.searchSubmit")}
      </button>
    </Form>
  );
}
