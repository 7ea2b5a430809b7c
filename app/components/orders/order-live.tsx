// The live parts of an order's page (issue 16): its promise with the time left, the delivery proof,
// the progress of boosting and carry runs, and the timeline of everything that happened to it.
import { deliveryPromiseText, longestPromise } from "@shared/delivery-promise";
import { trustPagePath } from "@shared/trust/trust-page-path";
import { statusReasonText } from "@shared/vocabulary/status-reasons";
import type { OrderRecord, TimelineEntry } from "@workers/orders/order-record";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";
import { StatusBadge } from "./status-badge";
import { TimeLeft } from "./time-left";

type Live = Pick<
  OrderRecord,
  "status" | "deliverBy" | "deliveredAt" | "currency" | "timeline" | "proof" | "progress" | "lines"
>;

/** The order's promise and where it stands against it: the order page and the success page after paying. */
export function OrderPromise({
  order,
}: {
  order: Pick<Live, "status" | "deliverBy" | "deliveredAt"> & {
    lines: ReadonlyArray<{ deliveryMinutes: number }>;
    /** The first name of the delivery agent who took it, once one has. */
    deliveredBy?: string | null;
  };
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  // A cancelled (or withdrawn) order will not be delivered: no promise to show.
  if (order.status === "cancelado") return null;
  const minutes = longestPromise(
    order.lines.map((line) => line.deliveryMinutes),
    0,
  );
  return (
    <section className="order-promise surface" aria-labelledby="order-promise-title" data-testid="order-promise">
      <h2 id="order-promise-title">{t("orderTrust.page.promiseTitle")}</h2>
      <p>{deliveryPromiseText(t, minutes)}</p>
      {order.deliveredAt ? (
        <p>{t("orderTrust.page.deliveredAt", { time: formatDate(order.deliveredAt) })}</p>
      ) : order.deliverBy && order.status === "processando" ? (
        <p>
          {t("orderTrust.page.deliverBy", { time: formatDate(order.deliverBy) })}{" "}
          <TimeLeft deliverBy={order.deliverBy} />
        </p>
      ) : order.deliverBy ? null : (
        <p>{t("orderTrust.page.startsAtPayment")}</p>
      )}
      {order.deliveredBy && order.deliveredAt ? (
        <p data-testid="delivered-by">{t("orderTrust.page.deliveredByDone", { name: order.deliveredBy })}</p>
      ) : order.deliveredBy && order.status === "processando" ? (
        <p data-testid="delivered-by">{t("orderTrust.page.deliveredBy", { name: order.deliveredBy })}</p>
      ) : null}
      <p>
        <a href={trustPagePath(language)}>{t("trust.links.order")}</a>
      </p>
    </section>
  );
}

export function OrderProgress({ progress }: { progress: Live["progress"] }) {
  const { t } = useTranslation();
  if (progress.total === 0) return null;
  const percent = Math.round((progress.done / progress.total) * 100);
  return (
    <section className="order-progress surface" aria-labelledby="order-progress-title" data-testid="order-progress">
      <h2 id="order-progress-title">{t("orderTrust.page.progressTitle")}</h2>
      <p>
        <progress max={progress.total} value={progress.done} aria-labelledby="order-progress-title" />{" "}
        <span data-testid="progress-share">
          {t("orderTrust.page.progressShare", { done: progress.done, count: progress.total, percent })}
        </span>
      </p>
      <ol className="order-progress__steps">
        {progress.steps.map((step) => (
          <li key={step.id} data-done={step.done || undefined}>
            <span aria-hidden="true">{step.done ? "✓" : "○"}</span> {step.label}{" "}
            <span className="visually-hidden">
              {step.done ? t("orderTrust.page.stepDone") : t("orderTrust.page.stepToDo")}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderProof({ proof }: { proof: Live["proof"] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (proof.length === 0) return null;
  return (
    <section className="order-proof surface" aria-labelledby="order-proof-title" data-testid="order-proof">
      <h2 id="order-proof-title">{t("orderTrust.page.proofTitle")}</h2>
      <ul className="order-proof__list">
        {proof.map((entry) => (
          <li key={entry.id}>
            <a href={entry.url} target="_blank" rel="noreferrer">
              <img src={entry.url} alt={t("orderTrust.page.proofImage")} width="240" loading="lazy" />
            </a>
            {entry.note ? <p>{entry.note}</p> : null}
            <p className="order-proof__meta">
              {t("orderTrust.page.proofUploaded", { time: formatDate(entry.uploadedAt) })}
              <br />
              SHA-256: <code data-testid="proof-sha256">{entry.sha256}</code>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TimelineText({ entry, currency }: { entry: TimelineEntry; currency: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (cents: number) => formatMoney(cents, currency, language);
  switch (entry.kind) {
    case "status": {
      const reason = statusReasonText(t, entry.reason);
      return (
        <>
          <StatusBadge status={entry.status} />
          {reason ? <span className="order-timeline__reason"> · {reason}</span> : null}
        </>
      );
    }
    case "payment":
      return <>{t("orderTrust.timeline.payment", { amount: money(entry.amountCents) })}</>;
    case "refund":
      return <>{t("orderTrust.timeline.refund", { amount: money(entry.amountCents) })}</>;
    case "cancel_requested":
    case "cancel_approved":
      return <>{t(`orderTrust.timeline.${entry.kind}`, { amount: money(entry.amountCents) })}</>;
    case "cancel_declined":
      return <>{t("orderTrust.timeline.cancel_declined")}</>;
    case "compensation":
      return <>{t("orderTrust.timeline.compensation", { amount: money(entry.amountCents), percent: entry.percent })}</>;
    default:
      return <>{t(`orderTrust.timeline.${entry.kind}`, { text: entry.text })}</>;
  }
}

export function OrderTimeline({ order }: { order: Live }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t("orders.timeline")}</h2>
      <ol data-testid="order-timeline">
        {order.timeline.map((entry, index) => (
          // Entries never move: the timeline only grows, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <time dateTime={entry.at}>{formatDate(entry.at)}</time> ·{" "}
            <TimelineText entry={entry} currency={order.currency} />
          </li>
        ))}
      </ol>
    </section>
  );
}
