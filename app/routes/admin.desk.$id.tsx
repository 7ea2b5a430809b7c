import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { action, loader } from "@workers/desk/http/desk-order-page.server";
import { type ActionResult, ActionResultHere, ActionResultProvider } from "~/components/admin/action-result";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { DeskLineCells, DeskLineHeaders } from "~/components/admin/desk-lines";
import { ProofRules } from "~/components/admin/hand-over";
import { OrderDelivery } from "~/components/admin/order-delivery";
import { TableScroll } from "~/components/admin/table-scroll";
import { LocalTime } from "~/components/local-time";
import { OrderConversation } from "~/components/orders/order-conversation";
import { TimeLeft } from "~/components/orders/time-left";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { useSessionUser } from "~/lib/session-user";

export { action, loader } from "@workers/desk/http/desk-order-page.server";

// One order on the delivery desk (issue 49): what to hand over to whom; for its agent, the delivery
// tools and the order's chat. The buyer's email, phone and payment are never in this page's data.
export default function DeskOrder() {
  const { order, mine, delivery, conversationId, mayAssign, mayOpenOrders, formKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const agentName = useSessionUser()?.name ?? "";
  const busy = useNavigation().state === "submitting";
  const result = useDeskResult(answer, order.orderId);
  const onDesk = order.status === "processando";
  const here = `/admin/desk/${order.orderId}`;
  return (
    <ActionResultProvider result={result} placed={["tick", "note", "proof", "delivered"]}>
      <p>
        <Link to="/admin/desk">{t("adminDesk.orderPage.back")}</Link>
        {mayOpenOrders ? (
          <>
            {" · "}
            <Link to={`/admin/orders/${order.orderId}`}>{t("adminDesk.orderPage.fullOrder")}</Link>
          </>
        ) : null}
      </p>
      <h1>{t("adminDesk.orderPage.title", { id: order.orderId })}</h1>
      <ActionResultHere intents="elsewhere" />
      {onDesk && order.deliverBy ? (
        <p>
          {t("adminDesk.orderPage.promise")} <LocalTime iso={order.deliverBy} /> ·{" "}
          <TimeLeft deliverBy={order.deliverBy} />
        </p>
      ) : null}
      {!onDesk ? <p>{t("adminDesk.orderPage.delivered")}</p> : null}
      <section aria-labelledby="desk-lines-title">
        <h2 id="desk-lines-title">{t("admin.orders.lines")}</h2>
        <TableScroll labelledBy="desk-lines-title">
          <table className="admin-table">
            <thead>
              <tr>
                <DeskLineHeaders />
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <DeskLineCells line={line} />
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="admin-card" aria-labelledby="desk-holder-title">
        <h2 id="desk-holder-title">{t("adminDesk.columns.agent")}</h2>
        <p data-testid="desk-holder">
          {mine
            ? t("adminDesk.orderPage.yours")
            : order.agent
              ? t("adminDesk.orderPage.takenBy", { name: order.agent.name })
              : t("adminDesk.orderPage.takeToWork")}
        </p>
        {onDesk && order.agent === null ? (
          <DeskPress intent="claim" label={t("adminDesk.claim", { id: order.orderId })} busy={busy} />
        ) : null}
        {onDesk && order.agent !== null && (mine || mayAssign) ? (
          <DeskPress intent="release" label={t("adminDesk.release", { id: order.orderId })} busy={busy} ghost />
        ) : null}
      </section>
      {mine && onDesk ? <ProofRules lines={order.lines} /> : null}
      {mine && onDesk ? (
        <section className="admin-card" aria-labelledby="desk-delivered-title">
          <h2 id="desk-delivered-title">{t("adminDesk.orderPage.deliveredTitle")}</h2>
          <ActionResultHere intents={["delivered"]} />
          {answer && "confirm" in answer ? (
            <ConfirmStep
              title={t("adminDesk.orderPage.confirmTitle", { id: order.orderId })}
              consequence={t("adminDesk.orderPage.confirmText")}
              confirmLabel={t("adminDesk.orderPage.confirmButton")}
              fields={{ intent: "delivered" }}
              cancelTo={here}
              busy={busy}
            />
          ) : (
            <>
              <p className="field__hint">{t("adminDesk.orderPage.markDeliveredHint")}</p>
              <DeskPress intent="delivered" label={t("adminDesk.orderPage.markDelivered")} busy={busy} />
            </>
          )}
        </section>
      ) : null}
      {mine && delivery ? (
        <OrderDelivery
          orderId={order.orderId}
          progress={delivery.progress}
          proof={delivery.proof}
          busy={busy}
          formKey={formKey}
        />
      ) : null}
      {mine && conversationId !== null ? (
        <OrderConversation
          conversationId={conversationId}
          viewer={{ role: "support", name: agentName }}
          inboxLink={false}
        />
      ) : null}
    </ActionResultProvider>
  );
}

function DeskPress({
  intent,
  label,
  busy,
  ghost = false,
}: {
  intent: string;
  label: string;
  busy: boolean;
  ghost?: boolean;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={ghost ? "button button--ghost" : "button"} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** The last answer in words: a refusal's message, or what the press did. */
function useDeskResult(answer: ReturnType<typeof useActionData<typeof action>>, id: number): ActionResult | null {
  const { t } = useTranslation();
  if (isErrorBody(answer)) return { kind: "error", message: answer.message, answer };
  const done = answer && "done" in answer ? answer.done : undefined;
  if (!answer || !done) return null;
  const message = {
    claimed: t("adminDesk.orderPage.claimed"),
    released: t("adminDesk.orderPage.released"),
    delivery: t("orderTrust.admin.done"),
    deliveredOrder: t("adminDesk.orderPage.deliveredMessage", { id }),
  }[done];
  return { kind: "success", message, answer };
}
