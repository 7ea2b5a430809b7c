import type { Language } from "@shared/i18n/config";
import { type PageArea, type PageTextsJson, pageTextsJson, pickTexts, textAreas } from "@shared/i18n/page-texts";
import { resources } from "@shared/i18n/resources";
import type { TextTree } from "@shared/i18n/translator";

// Picked and serialised once per language and set of areas for the isolate's life, like the translators.
const pickedTexts = new Map<string, PageTextsJson>();

/** A page's own texts for its loader data: `return { …, pageTexts: pageTexts(language, "about") }`. */
export function pageTexts(language: Language, ...areas: PageArea[]): PageTextsJson {
  const key = `${language}:${areas.join(",")}`;
  let texts = pickedTexts.get(key);
  if (!texts) {
    texts = pageTextsJson(
      pickTexts(
        resources[language].translation,
        areas.flatMap((area) => textAreas[area]),
      ),
    );
    pickedTexts.set(key, texts);
  }
  return texts;
}

const areaTrees = new Map<string, TextTree>();

/**
 * The texts of one area as a tree, for the server's render of a part whose code the browser fetches
 * later with these same texts (app/lib/server-rendered-lazy.tsx, app/routes/resources.texts.ts).
 */
export function areaTexts(language: Language, area: PageArea): TextTree {
  const key = `${language}:${area}`;
  let tree = areaTrees.get(key);
  if (!tree) {
    tree = JSON.parse(pageTexts(language, area)) as TextTree;
    areaTrees.set(key, tree);
  }
  return tree;
}
