// A disputed order's evidence pack on the admin order page (issue 51): what the store will send the
// bank, read from its records (the same pack as GET /api/admin/orders/{id}/dispute), its submission
// state, and, for a role that moves money, a note and Submit while nobody has submitted it.
import { Form } from "@remix-run/react";
import type { EvidencePack } from "@workers/orders/dispute-evidence";
import { ActionResultHere } from "~/components/admin/action-result";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

/** "203.0.113.9, BR": where a step or a sign-in came from, as far as the store recorded it. */
const placeOf = (entry: { ip: string | null; country: string | null }) =>
  [entry.ip, entry.country].filter(Boolean).join(", ");

type Pack = Omit<EvidencePack, "dispute"> & { dispute: Omit<EvidencePack["dispute"], "submittedBy"> };

export function OrderDispute({
  pack,
  busy,
  mayMoveMoney,
}: {
  pack: Pack | null;
  busy: boolean;
  mayMoveMoney: boolean;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (!pack) return null;
  const { dispute, charge } = pack;
  return (
    <section className="admin-card" aria-labelledby="dispute-title" data-testid="admin-dispute">
      <h2 id="dispute-title">{t("orderMoney.dispute.title")}</h2>
      <ActionResultHere intents={["disputeSubmit"]} />
      <p>
        {t("orderMoney.dispute.summary", {
          reason: dispute.reason,
          amount: formatMoney(dispute.amountCents, dispute.currency, language),
        })}
        {dispute.dueBy ? (
          <>
            {" · "}
            {t("orderMoney.dispute.dueBy")} <LocalTime iso={dispute.dueBy} />
          </>
        ) : null}
      </p>
      <p data-testid="dispute-submission">
        <strong>{t(`orderMoney.dispute.submissions.${dispute.submission}`)}</strong>
        {dispute.submittedAt ? (
          <>
            {" · "}
            <LocalTime iso={dispute.submittedAt} />
          </>
        ) : null}
        {dispute.note ? ` · “${dispute.note}”` : null}
      </p>
      <h3>{t("orderMoney.dispute.timeline")}</h3>
      <ol>
        {pack.timeline.map((entry) => (
          <li key={entry.step}>
            {t(`orderMoney.dispute.steps.${entry.step}`)} · <LocalTime iso={entry.at} />
            {placeOf(entry) ? ` · ${t("orderMoney.dispute.from", { ip: placeOf(entry) })}` : null}
          </li>
        ))}
      </ol>
      <h3>{t("orderMoney.dispute.signIns")}</h3>
      {pack.signIns.length === 0 ? (
        <p>{t("orderMoney.dispute.noSignIns")}</p>
      ) : (
        <ol data-testid="dispute-sign-ins">
          {pack.signIns.map((signIn) => (
            <li key={`${signIn.at}-${signIn.ip}`}>
              <LocalTime iso={signIn.at} /> · {t(`orderMoney.dispute.signInMethods.${signIn.method}`)}
              {placeOf(signIn) ? ` · ${t("orderMoney.dispute.from", { ip: placeOf(signIn) })}` : null}
              {signIn.device ? ` · ${signIn.device}` : null}
            </li>
          ))}
        </ol>
      )}
      <h3>{t("orderMoney.dispute.charge")}</h3>
      <p data-testid="dispute-charge">
        {charge
          ? t("orderMoney.dispute.chargeChecks", {
              threeDSecure: charge.threeDSecure ?? t("orderMoney.dispute.notAsked"),
              risk: charge.riskLevel ?? "—",
            })
          : t("orderMoney.dispute.noCharge")}
      </p>
      <p>
        {t("orderMoney.dispute.policies")}: {pack.order.policiesAccepted ?? t("orderMoney.dispute.notRecorded")}
      </p>
      <h3>{t("orderMoney.dispute.proofs", { count: pack.proofs.length })}</h3>
      <ul>
        {pack.proofs.map((proof) => (
          <li key={proof.url}>
            <a href={proof.url}>{proof.note || proof.url}</a> · SHA-256 <code>{proof.sha256}</code>
          </li>
        ))}
      </ul>
      <details>
        <summary>{t("orderMoney.dispute.chat", { count: pack.transcript.length })}</summary>
        <ol data-testid="dispute-transcript">
          {pack.transcript.map((message) => (
            <li key={`${message.sentAt}-${message.content}`}>
              <LocalTime iso={message.sentAt} /> · {message.name}: {message.content}
            </li>
          ))}
        </ol>
      </details>
      {dispute.submission !== "open" ? null : !mayMoveMoney ? (
        <p className="field__hint">{t("orderMoney.admin.moneyNotInRole")}</p>
      ) : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="disputeSubmit" />
          <Field label={t("orderMoney.dispute.note")} name="note" maxLength={2000} />
          <SubmitButton busy={busy} label={t("orderMoney.dispute.submit")} busyLabel={t("admin.common.saving")} />
        </Form>
      )}
    </section>
  );
}
