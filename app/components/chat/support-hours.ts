// When support answers (GET /api/support, from the store's supportHours setting, in the page's
// language): whether it does now and when it is back, for the chat panel's presence line and the
// visitor's message form.
import { useEffect, useState } from "react";
import * as v from "valibot";
import { usePageLanguage } from "~/lib/money";

const answerSchema = v.object({ hours: v.string(), open: v.boolean(), next_opening: v.nullable(v.string()) });

export interface SupportHoursNow {
  /** The hours in the page's language. */
  hours: string;
  /** Support answers now, by the store's hours on the server's clock. */
  open: boolean;
  /** When it opens next, while it is closed (ISO). */
  nextOpening: string | null;
}

/** Null until the answer arrives (or when it cannot be read). */
export function useSupportHours(): SupportHoursNow | null {
  const language = usePageLanguage();
  const [support, setSupport] = useState<SupportHoursNow | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch(`/api/support?lng=${language}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        const parsed = v.safeParse(answerSchema, body);
        if (cancelled || !parsed.success) return;
        const { hours, open, next_opening } = parsed.output;
        setSupport({ hours, open, nextOpening: next_opening });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [language]);
  return support;
}

/** Online while the store's hours say support answers, or while someone of support is in the room. */
export function supportShownOnline(support: Pick<SupportHoursNow, "open"> | null, agentInRoom: boolean): boolean {
  return agentInRoom || (support?.open ?? false);
}
