// "Tell me when it's back" under a sold-out offer (issue 50): an address, sent to the game page's
// own action (intent=stock-alert), so it works without JavaScript too; with it, the answer shows in
// place. A visitor may ask as well as a shopper. The page never shows any address back.
import { useActionData, useFetcher } from "@remix-run/react";
import { STOCK_ALERT_INTENT } from "@shared/catalogue/game-page-state";
import { useId } from "react";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { type ErrorBody, isErrorBody } from "~/lib/error-body";

type AlertAnswer = { alerted: true; kind: string; offerId: number } | ErrorBody;

/** Whether the page's own answer (a post made before its script ran, or without it) is this offer's "tell me". */
export function useAnsweredOnPage(offerId: number): boolean {
  const answer = useActionData<AlertAnswer>();
  return !!answer && !isErrorBody(answer) && "alerted" in answer && answer.offerId === offerId;
}

export function StockAlertForm({
  kind,
  offerId,
  server,
  action,
  titled = true,
}: {
  kind: "coin" | "item";
  offerId: number;
  server: string | null;
  /** The game page as it is now: where the form posts and comes back to. */
  action: string;
  /** False where something around it says what it is (the item card's disclosure). */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fetcher = useFetcher<AlertAnswer>();
  const pageAnswer = useActionData<AlertAnswer>();
  // A post made before the page's script ran comes back as the page's answer: shown by its own form only.
  const fromPage =
    pageAnswer && !isErrorBody(pageAnswer) && "alerted" in pageAnswer && pageAnswer.offerId === offerId
      ? pageAnswer
      : undefined;
  const answer = fetcher.data ?? fromPage;
  const refusal = answer && isErrorBody(answer) ? answer : null;
  const emailErrors = refusal?.details?.filter((d) => d.field === "email").map((d) => d.message) ?? [];
  const busy = fetcher.state !== "idle";
  if (answer && !isErrorBody(answer)) {
    return (
      <FormAlert kind="success" focusKey={answer}>
        {t("stock.alert.done")}
      </FormAlert>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="stock-alert"
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : t("stock.alert.title")}
    >
      {titled ? (
        <p id={titleId} className="stock-alert__title">
          {t("stock.alert.title")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="offer_id" value={offerId} />
      <input type="hidden" name="server" value={server ?? ""} />
      <Field
        label={t("stock.alert.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={t("stock.alert.help")}
        errors={emailErrors}
      />
      <button type="submit" className="button button--small" aria-busy={busy}>
        {busy ? t("stock.alert.sending") : t("stock.alert.submit")}
      </button>
      {refusal && emailErrors.length === 0 ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
    </fetcher.Form>
  );
}
