// The outbox as the admin sees it: emails, refunds and payment-session closings that failed or are
// still being retried, with "try again now" (for an email, "resend now") beside each. A try keeps
// the effect's idempotency key, so a second click (or a try already under way) does nothing twice.
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import type { action, loader } from "@workers/effects/http/stuck-page.server";
import type { StuckEffect } from "@workers/effects/stuck";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";

export { action, loader } from "@workers/effects/http/stuck-page.server";

export default function AdminEffects() {
  const { effects } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("adminTrouble.effects.title")}</h1>
      <p>{t("adminTrouble.effects.intro")}</p>
      {effects.length === 0 ? <p>{t("adminTrouble.effects.none")}</p> : null}
      <ul className="admin-stack" aria-label={t("adminTrouble.effects.title")}>
        {effects.map((effect) => (
          <EffectRow key={effect.id} effect={effect} />
        ))}
      </ul>
    </>
  );
}

function EffectRow({ effect }: { effect: StuckEffect }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // The button may leave with the try's success: the result, beside where it was, takes the focus.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) result.current?.focus();
  }, [answer]);
  const what = {
    email: () => t("adminTrouble.effects.email", { subject: effect.about }),
    refund: () => t("adminTrouble.effects.refund"),
    expire_session: () => t("adminTrouble.effects.expireSession", { session: effect.about }),
    dispute_evidence: () => t("adminTrouble.effects.disputeEvidence", { dispute: effect.about }),
  }[effect.kind]();
  return (
    <li className="admin-card" data-testid="stuck-effect">
      <p>
        <strong>{what}</strong>
        {effect.recipient ? ` · ${effect.recipient}` : null}
        {effect.orderId ? (
          <>
            {" · "}
            <Link to={`/admin/orders/${effect.orderId}`}>{t("adminTrouble.orderLink", { id: effect.orderId })}</Link>
          </>
        ) : null}
      </p>
      <p>
        {{
          failed: () => t("adminTrouble.effects.gaveUp", { count: effect.attempts }),
          done: () => t("adminTrouble.effects.recovered", { count: effect.attempts }),
          pending: () => (
            <>
              {t("adminTrouble.effects.retrying", { count: effect.attempts })} · {t("adminTrouble.effects.nextTry")}{" "}
              <LocalTime iso={effect.nextAttemptAt} />
            </>
          ),
        }[effect.status]()}
      </p>
      {effect.lastError ? <p>{t("adminTrouble.effects.lastError", { error: effect.lastError })}</p> : null}
      {effect.status === "done" ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={effect.id} />
          <SubmitButton
            busy={fetcher.state !== "idle"}
            className="button button--ghost"
            label={effect.kind === "email" ? t("adminTrouble.effects.resend") : t("adminTrouble.effects.tryAgain")}
            busyLabel={t("adminTrouble.effects.trying")}
          />
        </fetcher.Form>
      )}
      <div role="status" tabIndex={-1} ref={result}>
        {answer && !isErrorBody(answer) ? (
          <FormAlert kind={answer.outcome === "done" ? "success" : "error"}>
            {t(`adminTrouble.effects.outcomes.${answer.outcome}`)}
          </FormAlert>
        ) : null}
      </div>
      {isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
    </li>
  );
}
