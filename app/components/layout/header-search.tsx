import { Form } from "@remix-run/react";
import {
  type ComponentType,
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
import { SearchBox } from "~/components/form/search-box";
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
  const input = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{ Combobox: Combobox; text: string; focus: boolean } | null>(
    loadedCombobox ? { Combobox: loadedCombobox, text: "", focus: false } : null,
  );
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
  // Typed in or focused before the page hydrated: the combobox takes over at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    if (input.current?.value || document.activeElement === input.current) takeOver();
  }, []);
  if (combobox) {
    const { Combobox, focus } = combobox;
    // The plain field is still in the page while the combobox first renders in its place: what was
    // typed is read from it then, so a keystroke after the combobox's code arrived is not lost.
    const text = input.current?.value ?? combobox.text;
    return <Combobox initialText={text} focus={focus} />;
  }
  return <SearchForm input={{ ref: input, onPointerEnter: takeOver, onFocus: takeOver, onInput: takeOver }} />;
}

/**
 * The search form both versions show (a plain GET to /games without script): `input` adds to the
 * field's own attributes, `children` come after it (the combobox's suggestions).
 */
export function SearchForm({
  input,
  onSubmit,
  children,
}: {
  input: InputHTMLAttributes<HTMLInputElement> & { ref: Ref<HTMLInputElement> };
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { ref, ...attributes } = input;
  return (
    // Named apart from the search a page may have of its own (the games list, an admin list): two
    // search landmarks with one name cannot be told apart in a screen reader's list of landmarks.
    <Form
      method="get"
      action="/games"
      role="search"
      aria-label={t("header.searchRegion")}
      className="header-search"
      onSubmit={onSubmit}
    >
      <SearchBox
        id="header-search"
        texts="header"
        buttonClassName="visually-hidden"
        name="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        {...attributes}
        inputRef={ref}
      />
      {children}
    </Form>
  );
}
