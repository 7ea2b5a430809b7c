import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { type Withdrawability, withdrawalPromiseText } from "@shared/orders/withdrawal";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import type { ErrorBody } from "~/lib/error-body";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";
import { pressOnce } from "~/lib/press-once-script";

type WithdrawBody = { withdrawn: true; amountCents: number; currency: string } | ErrorBody;

/** Refusals worth explaining on the page: the shopper may expect to withdraw and should know why not. */
const EXPLAINED = new Set(["delivered", "expired", "underReview"]);

/** The start button's name and value: `?withdraw=confirm` opens the confirmation on the server too. */
const START = { name: "withdraw", value: "confirm" };

/**
 * The order page's 7-day withdrawal: one button, one confirmation, then the order is cancelled and
 * refunded. A delivered (or too old) order says why not and points to support instead. The button
 * is a plain GET form that asks the server for the page with the confirmation open, so that the
 * server's HTML works before (and without) this code: pressed before the code came (the order page
 * loads it after its first load: serverRenderedLazy), the server answers with the confirmation open.
 */
export function Withdrawal({
  order,
  state,
}: {
  order: { id: number; totalCents: number; currency: string };
  state: Withdrawability;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  const fetcher = useFetcher<WithdrawBody>();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(params.get(START.name) === START.value);
  const answer = fetcher.data;
  const focusMoves = useFocusFollowsConfirmation(confirming);

  if (answer && !isErrorBody(answer)) {
    const amount = formatMoney(answer.amountCents, answer.currency, language);
    return <FormAlert kind="success">{t("withdrawal.done", { id: order.id, amount })}</FormAlert>;
  }
  if (!state.allowed) {
    if (!EXPLAINED.has(state.why)) return null;
    return (
      <section className="order-withdrawal surface" aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title">{t("withdrawal.title")}</h2>
        <p>{t(`withdrawal.why.${state.why}`)}</p>
        <Link to="/contato" className="button button--ghost">
          {t("withdrawal.contactSupport")}
        </Link>
      </section>
    );
  }
  const amount = formatMoney(order.totalCents, order.currency, language);
  return (
    <section className="order-withdrawal surface" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t("withdrawal.title")}</h2>
      <p>{withdrawalPromiseText(t, state, formatDate)}</p>
      {answer && isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
      {confirming ? (
        <fetcher.Form
          method="post"
          action={`/orders/${order.id}/withdraw`}
          className="order-withdrawal__confirm"
          {...pressOnce}
        >
          <p ref={focusMoves.question} tabIndex={-1}>
            <strong>{t("withdrawal.confirmTitle", { id: order.id })}</strong> {t("withdrawal.confirmText", { amount })}
          </p>
          <SubmitButton
            className="button"
            busy={fetcher.state !== "idle"}
            label={t("withdrawal.confirm")}
            busyLabel={t("withdrawal.confirming")}
          />
          {/* Before (or without) this code, it asks the server for the page with the confirmation closed. */}
          <button
            type="submit"
            formMethod="get"
            formAction={`/orders/${order.id}`}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault();
              setConfirming(false);
            }}
          >
            {t("withdrawal.keep")}
          </button>
        </fetcher.Form>
      ) : (
        <form method="get" action={`/orders/${order.id}`}>
          <button
            ref={focusMoves.start}
            type="submit"
            name={START.name}
            value={START.value}
            className="button button--ghost"
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            {t("withdrawal.start")}
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * The focus follows the confirmation as the shopper opens and closes it: into its question when it
 * opens (read out with its amount), back to the button that opened it when it closes. Without it the
 * button pressed leaves the page and the focus with it.
 */
function useFocusFollowsConfirmation(confirming: boolean) {
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const shown = useRef(confirming);
  useEffect(() => {
    if (shown.current === confirming) return;
    shown.current = confirming;
    (confirming ? question : start).current?.focus();
  }, [confirming]);
  return { question, start };
}
