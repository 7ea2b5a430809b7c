// "Cart cleared — Undo": shown where the cart was (the /cart page or the drawer) for a few seconds
// after clearing it. The clear answered with the lines it removed; Undo posts them back to the
// /cart action, which adds each again as any add is (prices and limits checked anew). Without
// JavaScript the page shows the same notice from the action's answer, with a plain form.
import type { FetcherWithComponents } from "@remix-run/react";
import type { AddToCartWire } from "@workers/cart/schemas";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

/** How long the Undo stays offered; it waits while the pointer or the focus is on it. */
const UNDO_MS = 8_000;

export type CartAnswer =
  | { ok: true; cleared?: AddToCartWire[]; restore?: { restored: number; skipped: number } }
  | { error: string; message: string };

export function clearedLines(answer: CartAnswer | undefined): AddToCartWire[] {
  return answer && "cleared" in answer && answer.cleared ? answer.cleared : [];
}

export function restoreOutcome(answer: CartAnswer | undefined) {
  return answer && "restore" in answer ? (answer.restore ?? null) : null;
}

export function CartUndoToast({
  lines,
  restoreFetcher,
}: {
  lines: AddToCartWire[];
  restoreFetcher: FetcherWithComponents<CartAnswer>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [expired, setExpired] = useState(false);
  const [paused, setPaused] = useState(false);
  const undo = useRef<HTMLButtonElement>(null);
  // The Clear button is gone with the lines: the focus goes to Undo, so Enter brings them back.
  useEffect(() => undo.current?.focus(), []);
  useEffect(() => {
    if (paused || !hydrated) return;
    const timer = setTimeout(() => setExpired(true), UNDO_MS);
    return () => clearTimeout(timer);
  }, [paused, hydrated]);
  if (expired) return null;
  const busy = restoreFetcher.state !== "idle";
  return (
    <div
      className="toast undo-toast"
      role="status"
      data-testid="cart-undo"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p>{t("cartUndo.cleared")}</p>
      <restoreFetcher.Form method="post" action="/cart">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="lines" value={JSON.stringify(lines)} />
        <button ref={undo} type="submit" className="button button--small" disabled={busy} aria-busy={busy}>
          {busy ? t("cartUndo.restoring") : t("cartUndo.undo")}
        </button>
      </restoreFetcher.Form>
      {hydrated ? (
        <span
          className="toast__progress"
          style={{ animationDuration: `${UNDO_MS}ms`, animationPlayState: paused ? "paused" : "running" }}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}

/** What the Undo did: all lines back, or some left out because they can no longer be bought. */
export function RestoredNotice({ outcome }: { outcome: { restored: number; skipped: number } }) {
  const { t } = useTranslation();
  return (
    <p className="cart-restored" role="status" data-testid="cart-restored">
      {outcome.skipped === 0 ? t("cartUndo.restored") : t("cartUndo.partlyRestored", { count: outcome.skipped })}
    </p>
  );
}
