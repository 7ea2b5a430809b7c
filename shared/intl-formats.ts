// Building an Intl formatter costs far more than using one (about 30 µs each in workerd, where a
// game page once built one per offer and count), and the store formats in a handful of ways: each
// kind of formatter is made once per locale and options, and kept. Every formatter in the code comes
// from here; Biome refuses `Intl` anywhere else (biome.json), so the next one does too.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const regionNames = new Map<string, Intl.DisplayNames>();

function kept<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function pluralRulesFor(locale: string): Intl.PluralRules {
  return kept(pluralRules, locale, undefined, () => new Intl.PluralRules(locale));
}

/** Country names ("BR" → "Brazil", "Brasil") in the reader's language. */
export function regionNamesFor(locale: string): Intl.DisplayNames {
  return kept(regionNames, locale, undefined, () => new Intl.DisplayNames([locale], { type: "region" }));
}
