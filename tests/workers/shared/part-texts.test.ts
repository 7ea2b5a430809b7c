// A part the server renders in place (app/lib/server-rendered-lazy.tsx) with its own text areas: every
// render of it reads its texts through the same translator, so what that translator looked up is kept
// between requests (issue 30: merging the part's texts anew each render made a new translator each time).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerAreaTexts } from "../../../app/i18n/part-texts";
import { TranslationProvider, useTranslation } from "../../../app/i18n/use-translation";
import { serverRenderedLazy } from "../../../app/lib/server-rendered-lazy";
import type { Language } from "../../../shared/i18n/config";
import type { Translate } from "../../../shared/i18n/translator";
import { areaTexts } from "../../../workers/edge/page-texts.server";

const seen: Translate[] = [];

function Probe() {
  const { t } = useTranslation();
  seen.push(t);
  return createElement("p", null, t("catalogue.coins.quantity"));
}

const Part = serverRenderedLazy(async () => ({ default: Probe }), { texts: ["gameCoins"] });

type ProviderProps = Parameters<typeof TranslationProvider>[0];

const render = (language: Language) =>
  renderToStaticMarkup(
    createElement(
      TranslationProvider,
      { language, texts: areaTexts(language, "shell") } as ProviderProps,
      createElement(ServerAreaTexts.Provider, { value: (area) => areaTexts(language, area) }, createElement(Part)),
    ),
  );

describe("a server-rendered part's texts", () => {
  it("reach every render through one translator, in each language", async () => {
    render("en");
    await new Promise((resolve) => setTimeout(resolve, 0)); // the part's code has arrived
    seen.length = 0;
    expect([render("en"), render("en")]).toEqual(["<p>Quantity</p>", "<p>Quantity</p>"]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect([render("pt"), render("pt")]).toEqual(["<p>Quantidade</p>", "<p>Quantidade</p>"]);
    expect(seen[2]).toBe(seen[3]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});
