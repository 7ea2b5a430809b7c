// Where a request came from, as an owner reads it in a warning email: the browser and system its
// user agent names ("Chrome on Android") and the place Cloudflare located its address in
// (request.cf: city and country). A passkey's name is whatever the person adding it typed, so the
// email names the device and place too (issue 46).
import type { Language } from "../../shared/i18n/config";
import { regionNamesFor } from "../../shared/intl-formats";

/** Read at the edge (workers/edge/caller.ts); every field may be missing. */
export interface SeenFrom {
  userAgent: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, as request.cf.country gives it. */
  country: string | null;
}

// Most specific first: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPod)\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (text: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system a user agent names (either may be unknown). */
export function deviceSummary(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  return { browser: firstMatch(userAgent, BROWSERS), system: firstMatch(userAgent, SYSTEMS) };
}

/** "São Paulo, Brasil" in the reader's language; null when Cloudflare did not place the address. */
export function placeSummary(seenFrom: SeenFrom, language: Language): string | null {
  let country: string | null = null;
  if (seenFrom.country && /^[A-Z]{2}$/.test(seenFrom.country)) {
    country = regionNamesFor(language).of(seenFrom.country) ?? seenFrom.country;
  }
  const parts = [seenFrom.city, country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(", ") : null;
}
