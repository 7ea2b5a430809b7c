import { intlLocale, type Language } from "@shared/i18n/config";

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** Hour and minute of an ISO time in the reader's language and time zone ("14:05" in Portuguese, "2:05 PM" in English). */
export function formatMessageTime(iso: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale[language], { timeStyle: "short" });
    formatters.set(language, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}
