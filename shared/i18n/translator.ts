// The store's translate function, the same on the server (loaders, API answers, rendering) and in
// the browser. It does what the texts in ./locales use and nothing more: dotted keys, {{name}}
// interpolation and _one/_other plural forms picked with Intl.PluralRules, exactly as i18next
// resolves them. Keeping it this small keeps i18next and react-i18next (about 17 kB gzip) out of
// the browser and an i18next instance per request off the server; remix-i18next still detects
// the language. tests/workers/translator.test.ts checks it against i18next for every key.
import type { Language } from "./config";

/** Texts of one language: nested objects whose leaves are strings. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** `{{name}}` in a text is replaced by `values.name`; a number in `count` also picks the plural form. */
export type TextValues = Record<string, string | number>;
export type Translate = (key: string, values?: TextValues) => string;

// Made once per language: building Intl.PluralRules costs more than a whole page's lookups.
const pluralRules = new Map<Language, Intl.PluralRules>();

export function createTranslator(language: Language, texts: TextTree): Translate {
  let plurals = pluralRules.get(language);
  if (!plurals) {
    plurals = new Intl.PluralRules(language);
    pluralRules.set(language, plurals);
  }
  return (key, values) => {
    const count = values?.count;
    const plural = typeof count === "number" ? lookup(texts, `${key}_${plurals.select(count)}`) : undefined;
    const text = plural ?? lookup(texts, key);
    // Like i18next, an unknown key shows itself, which makes a missing text easy to spot.
    if (text === undefined) return key;
    return values ? interpolate(text, values) : text;
  };
}

function lookup(texts: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = texts;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, values: TextValues): string {
  // Values are not HTML-escaped here: React escapes whatever it renders.
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? "" : String(value);
  });
}
