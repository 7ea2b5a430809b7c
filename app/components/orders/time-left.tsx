import { promiseStanding, timeLeftText } from "@shared/delivery-promise";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** Re-reads the clock every `everyMs` once in the browser; the server's render uses its own clock. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The time left before an order's promised delivery, counting down live ("23 min left", "Late by 5 min"). */
export function TimeLeft({ deliverBy }: { deliverBy: string }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const { late } = promiseStanding(deliverBy, now);
  return (
    <time
      dateTime={deliverBy}
      className={late ? "time-left time-left--late" : "time-left"}
      data-testid="time-left"
      suppressHydrationWarning
    >
      {timeLeftText(t, deliverBy, now)}
    </time>
  );
}
