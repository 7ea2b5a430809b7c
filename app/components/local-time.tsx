import { intlLocale } from "@shared/i18n/config";
import { dateTimeFormat } from "@shared/intl-formats";
import { usePageLanguage } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A date and time in the reader's language and time zone. The server does not know the reader's
 * zone, so its HTML (and the first render in the browser, for a clean hydration) shows UTC.
 */
export function LocalTime({ iso }: { iso: string }) {
  const language = usePageLanguage();
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = dateTimeFormat(intlLocale[language], {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: hydrated ? undefined : "UTC",
  }).format(date);
  return <time dateTime={iso}>{hydrated ? text : `${text} UTC`}</time>;
}
