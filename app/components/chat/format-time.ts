import { intlLocale, type Language } from "@shared/i18n/config";
import { dateTimeFormat } from "@shared/intl-formats";

/** Hour and minute of an ISO time in the reader's language and time zone ("14:05" in Portuguese, "2:05 PM" in English). */
export function formatMessageTime(iso: string, language: Language, timeZone: string): string {
  const formatter = dateTimeFormat(intlLocale[language], { timeStyle: "short", timeZone });
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}
