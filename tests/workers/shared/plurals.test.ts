// A number of things meets a word ("1 review", "2 reviews"; "1 avaliação", "2 avaliações") in one
// way only: the text's number is `{{count}}` and the text has the plural forms `_one` and `_other`
// (and `_zero` where a language wants one), which the translator picks with each language's
// Intl.PluralRules. `count` is kept for that: a number shown without a noun it counts ("Page 2 of
// {{pages}}", "+{{more}} more") has a name of its own. These tests render every such text with 1 and 2 in both languages, and refuse a
// number other than `count` put in front of a word, which is how "Aguarde 1 segundos" was written.
import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../../shared/i18n/config";
import { resources } from "../../../shared/i18n/resources";
import { createTranslator, type TextTree } from "../../../shared/i18n/translator";

function leaves(tree: TextTree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === "string" ? [[path, child] as [string, string]] : leaves(child, path);
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Placeholders that never hold a number of things: names, money, times, ids, codes and words. A
 * word after one of them is not a noun it counts ("{{amount}} goes back", "{{name}} joined").
 */
const NOT_COUNTS = new Set([
  "amount",
  "average",
  "best",
  "bestAmount",
  "browser",
  "closes",
  "code",
  "coin",
  "currency",
  "date",
  "description",
  "email",
  "entity",
  "field",
  "first",
  "game",
  "id",
  "last",
  "left",
  "line",
  "name",
  "opens",
  "nickname",
  "page",
  "path",
  "price",
  "promise",
  "rating",
  "remaining",
  "server",
  "status",
  "time",
  "type",
  "usd",
  "year",
]);

/** Words that join a number to what follows rather than name what it counts ("3 of 5 steps", "10 min"). */
const JOINING_WORDS = new Set([
  ...["of", "out", "in", "to", "for", "per", "each", "more", "min"],
  ...["de", "no", "em", "a", "à", "por", "mais"],
]);

/** The placeholders of `text` followed by a lower-case word, as [placeholder, word]. */
function numbersBeforeWords(text: string): Array<[string, string]> {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}\s+(\p{Ll}[\p{L}']*)/gu)].map(
    (match) => [match[1] ?? "", match[2] ?? ""] as [string, string],
  );
}

describe.each(supportedLanguages)("plural forms (%s)", (language) => {
  const texts = resources[language].translation as TextTree;
  const all = leaves(texts);
  const keys = new Set(all.map(([key]) => key));
  const families = [
    ...new Set(all.flatMap(([key]) => (pluralSuffix.test(key) ? [key.replace(pluralSuffix, "")] : []))),
  ];
  const t = createTranslator(language, texts);
  const find = (key: string) => all.find(([candidate]) => candidate === key)?.[1];

  it("gives every text that names {{count}} its plural forms, one and other", () => {
    const withoutForms = all.flatMap(([key, text]) =>
      text.includes("{{count}}") && !pluralSuffix.test(key) ? [key] : [],
    );
    expect(withoutForms).toEqual([]);
    const incomplete = families.filter((family) => !keys.has(`${family}_one`) || !keys.has(`${family}_other`));
    expect(incomplete).toEqual([]);
  });

  it("renders every plural text differently for 1 and for 2, with the number in it", () => {
    expect(families.length).toBeGreaterThan(20);
    for (const family of families) {
      const one = t(family, { count: 1 });
      const two = t(family, { count: 2 });
      expect(one, family).not.toBe(two);
      // A form may say it in words ("delivered once"); one that names {{count}} shows the number.
      if (find(`${family}_one`)?.includes("{{count}}")) expect(one, family).toMatch(/\b1\b/);
      if (find(`${family}_other`)?.includes("{{count}}")) expect(two, family).toMatch(/\b2\b/);
    }
  });

  it("puts no number but {{count}} in front of a word it counts", () => {
    const miscounted = all.flatMap(([key, text]) =>
      pluralSuffix.test(key)
        ? []
        : numbersBeforeWords(text)
            .filter(([name, word]) => !NOT_COUNTS.has(name) && !JOINING_WORDS.has(word))
            .map(([name, word]) => `${key}: {{${name}}} ${word}`),
    );
    expect(miscounted).toEqual([]);
  });
});

describe("the plural rules themselves", () => {
  it("are each language's: 1 is singular and 2 plural in both, as the texts assume", () => {
    const rate = (language: (typeof supportedLanguages)[number], count: number) =>
      createTranslator(language, resources[language].translation as TextTree)("errors.rateLimited", { count });
    expect(rate("en", 1)).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(rate("en", 2)).toBe("Too many attempts. Please wait 2 seconds and try again.");
    expect(rate("pt", 1)).toBe("Muitas tentativas. Aguarde 1 segundo e tente novamente.");
    expect(rate("pt", 30)).toBe("Muitas tentativas. Aguarde 30 segundos e tente novamente.");
  });
});
