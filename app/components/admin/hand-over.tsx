// How an order's lines are handed over (issue 49), as staff read it: the method the buyer chose with
// the details it asked for (the desk, the admin's order page), and what the agent's proof must show.
import { inLanguage } from "@shared/i18n/in-language";
import type { DeliveryChoice } from "@shared/orders/delivery-choice";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";

/** A line's method, character and time window, for a table cell; a dash without a method. */
export function HandOver({ delivery }: { delivery: DeliveryChoice | null }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (!delivery) return <>—</>;
  return (
    <>
      {inLanguage(delivery.label, language)}
      {delivery.characterName ? (
        <>
          <br />
          {`${t("delivery.shown.characterName")}: `}
          <strong>{delivery.characterName}</strong>
        </>
      ) : null}
      {delivery.timeWindow ? (
        <>
          <br />
          {`${t("delivery.shown.timeWindow")}: ${delivery.timeWindow}`}
        </>
      ) : null}
    </>
  );
}

/**
 * What the agent's proof must show, per hand-over method of the order (issue 49): read before
 * delivering, beside the proof upload.
 */
export function ProofRules({ lines }: { lines: Array<{ delivery: DeliveryChoice | null }> }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const methods = new Map(lines.flatMap((line) => (line.delivery ? [[line.delivery.methodId, line.delivery]] : [])));
  return (
    <section className="admin-card" aria-labelledby="desk-proof-rules-title" data-testid="proof-rules">
      <h2 id="desk-proof-rules-title">{t("delivery.shown.proof")}</h2>
      {methods.size === 0 ? (
        <p>{t("delivery.shown.none")}</p>
      ) : (
        <dl className="delivery-details">
          {[...methods.values()].map((method) => (
            <div key={method.methodId}>
              <dt>{inLanguage(method.label, language)}</dt>
              <dd>{inLanguage(method.proof, language)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
