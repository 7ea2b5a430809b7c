import { intlLocale } from "@shared/i18n/config";
import { dateTimeFormat } from "@shared/intl-formats";
import { usePageLanguage } from "~/lib/money";
import { useTimeZone } from "~/lib/time-zone";

/** A date and time in the reader's language and time zone (the same on the server's render and in the browser). */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const language = usePageLanguage();
  const timeZone = useTimeZone();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = dateTimeFormat(intlLocale[language], {
    dateStyle: "short",
    timeStyle: dateOnly ? undefined : "short",
    timeZone,
  });
  return <time dateTime={iso}>{format.format(date)}</time>;
}
