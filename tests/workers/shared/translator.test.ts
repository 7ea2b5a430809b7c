import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { defaultNS, fallbackLanguage, supportedLanguages } from "../../../shared/i18n/config";
import { resources } from "../../../shared/i18n/resources";
import { createTranslator, type TextTree } from "../../../shared/i18n/translator";

/** Every leaf of a text tree as [dotted key, text]. */
function leaves(tree: TextTree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === "string" ? [[path, child] as [string, string]] : leaves(child, path);
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** i18next set up as the store used it before the small translator replaced it. */
async function i18nextFor(language: (typeof supportedLanguages)[number]) {
  const i18next = createInstance();
  await i18next.init({
    lng: language,
    resources,
    defaultNS,
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
  });
  return i18next.getFixedT(language);
}

// The store's texts were written for i18next's rules (interpolation, plural forms): the small
// translator must read every one of them exactly as i18next would.
describe("the component translator", () => {
  for (const language of supportedLanguages) {
    it(`gives i18next's text for every ${language} key, count and value`, async () => {
      const texts = resources[language].translation;
      const translate = createTranslator(language, texts);
      const i18next = await i18nextFor(language);
      const all = leaves(texts);
      const keys = new Set(all.map(([key]) => key.replace(pluralSuffix, "")));
      let compared = 0;
      for (const key of keys) {
        const variants = all.filter(([leaf]) => leaf === key || leaf.replace(pluralSuffix, "") === key);
        const names = new Set(variants.flatMap(([, text]) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1])));
        const values = Object.fromEntries([...names].map((name) => [name, `<${name} & "x">`]));
        const counts = names.has("count") ? [0, 1, 2, 21] : [undefined];
        for (const count of counts) {
          const options = count === undefined ? values : { ...values, count };
          expect(translate(key, options), `${language} ${key} ${count ?? ""}`).toBe(i18next(key, options));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  it("picks Portuguese plural forms the Portuguese way (zero is singular)", () => {
    const translate = createTranslator("pt", { n_one: "{{count}} item", n_other: "{{count}} itens" });
    expect([0, 1, 2].map((count) => translate("n", { count }))).toEqual(["0 item", "1 item", "2 itens"]);
    const english = createTranslator("en", { n_one: "{{count}} item", n_other: "{{count}} items" });
    expect([0, 1, 2].map((count) => english("n", { count }))).toEqual(["0 items", "1 item", "2 items"]);
  });

  it("says an empty cart in the plural in Portuguese, with its _zero form", () => {
    const translate = createTranslator("pt", resources.pt.translation);
    expect([0, 1, 2].map((count) => translate("header.cartWithCount", { count }))).toEqual([
      "Carrinho, 0 produtos",
      "Carrinho, 1 produto",
      "Carrinho, 2 produtos",
    ]);
  });

  it("shows an unknown key as itself and leaves text without values untouched", () => {
    const translate = createTranslator("en", { a: { b: "Hello {{name}}" } });
    expect(translate("a.c")).toBe("a.c");
    expect(translate("a")).toBe("a");
    expect(translate("a.b")).toBe("Hello {{name}}");
    expect(translate("a.b", { name: "Ana" })).toBe("Hello Ana");
  });
});
