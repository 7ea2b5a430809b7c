// When support answers (GET /api/support, from the store settings in the page's language), for the
// chat panel's offline line and the visitor's message form.
import { useEffect, useState } from "react";
import * as v from "valibot";
import { usePageLanguage } from "~/lib/money";

const answerSchema = v.object({ hours: v.string() });

/** The hours in the page's language; null until they arrive (or when they cannot be read). */
export function useSupportHours(): string | null {
  const language = usePageLanguage();
  const [hours, setHours] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch(`/api/support?lng=${language}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const parsed = v.safeParse(answerSchema, body);
        if (!cancelled && parsed.success) setHours(parsed.output.hours);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [language]);
  return hours;
}
