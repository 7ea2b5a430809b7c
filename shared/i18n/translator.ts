// The store's translate function, the same on the server (loaders, API answers, rendering) and in
// the browser. It does what the texts in ./locales use and nothing more: dotted keys, {{name}}
// interpolation and _one/_other plural forms picked with Intl.PluralRules (and _zero for 0), exactly as i18next
// resolves them. Keeping it this small keeps i18next and react-i18next (16.6 kB gzip against our
// 3 kB) out of the browser and i18next out of the Worker (docs/decisions/054-one-way-for-texts.md).
// tests/workers/texts/translator.test.ts checks it against i18next for every key.
import { pluralRulesFor } from "../intl-formats";
import type { Language } from "./config";

/** Texts of one language: nested objects whose leaves are strings. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** `{{name}}` in a text is replaced by `values.name`; a number in `count` also picks the plural form. */
export type TextValues = Record<string, string | number>;
export type Translate = (key: string, values?: TextValues) => string;

// A tree of texts is never changed once made (parsed or merged once, ../../shared/i18n/page-texts.ts):
// its translator, and every text that translator looked up, are kept with it. A page renders
// hundreds of texts from the same few trees.
const translators = { en: new WeakMap<TextTree, Translate>(), pt: new WeakMap<TextTree, Translate>() };

export function createTranslator(language: Language, texts: TextTree): Translate {
  let translate = translators[language].get(texts);
  if (!translate) {
    translate = translatorOf(language, texts);
    translators[language].set(texts, translate);
  }
  return translate;
}

function translatorOf(language: Language, texts: TextTree): Translate {
  const plurals = pluralRulesFor(language);
  const found = new Map<string, string | undefined>();
  const find = (key: string) => {
    if (!found.has(key)) found.set(key, lookup(texts, key));
    return found.get(key);
  };
  return (key, values) => {
    const count = values?.count;
    // As in i18next, a `_zero` form wins for 0 ("Carrinho, 0 produtos": Portuguese counts 0 as singular).
    const zero = count === 0 ? find(`${key}_zero`) : undefined;
    const plural = typeof count === "number" ? (zero ?? find(`${key}_${plurals.select(count)}`)) : undefined;
    const text = plural ?? find(key);
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
