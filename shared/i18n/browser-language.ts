// The store's language among those a browser's Accept-Language header asks for. Our own (a few lines)
// rather than remix-i18next's detector, which brought i18next into the Worker only to be asked this
// (docs/decisions/054-one-way-for-texts.md).
import type { Language } from "./config";
import { isLanguage } from "./config";

/**
 * The first of our languages in the header's order of preference (its `q` weights; equal weights keep
 * the header's order), matched on the primary subtag: `pt-BR` and `pt-PT` are `pt`. A language the
 * header weighs `q=0` is one the browser refuses. Null when none of ours is asked for.
 */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const asked = header.split(",").map((entry, order) => {
    const [tag = "", ...parameters] = entry.trim().split(";");
    const weight = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const quality = weight === undefined ? 1 : Number(weight.slice(2));
    return { primary: tag.trim().split("-")[0]?.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, order };
  });
  const preferred = asked
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .find(({ primary }) => isLanguage(primary));
  return (preferred?.primary as Language | undefined) ?? null;
}
