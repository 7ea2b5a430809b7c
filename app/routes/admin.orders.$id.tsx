import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { describeLineWithQuantity } from "@shared/describe-line";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import { paymentMethodText } from "@shared/vocabulary/payment-methods";
import { statusReasonText } from "@shared/vocabulary/status-reasons";
import type { action, loader } from "@workers/admin/http/order-page.server";
import { type ActionResult, ActionResultHere, ActionResultProvider } from "~/components/admin/action-result";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { HandOver } from "~/components/admin/hand-over";
import { OrderCancellation } from "~/components/admin/order-cancellation";
import { OrderDelivery } from "~/components/admin/order-delivery";
import { OrderDispute } from "~/components/admin/order-dispute";
import { OrderPayments } from "~/components/admin/order-payments";
import { OrderRiskHold } from "~/components/admin/order-risk-hold";
import { SelectField } from "~/components/admin/select-field";
import { StatusBadge } from "~/components/admin/status-badge";
import { TableScroll } from "~/components/admin/table-scroll";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { OrderConversation } from "~/components/orders/order-conversation";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useSessionUser } from "~/lib/session-user";

export { action, loader } from "@workers/admin/http/order-page.server";

export default function AdminOrder() {
  const {
    order,
    delivery,
    cancellation,
    conversationId,
    dispute,
    riskHold,
    next,
    money: moneyRecord,
    mayMoveMoney,
    mayRefund,
    refundLimit,
    formKey,
  } = useLoaderData<typeof loader>();
  const agentName = useSessionUser()?.name ?? "";
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const money = (cents: number) => formatMoney(cents, order.currency, language);
  const result = useActionResult(answer, money);
  const amountErrors = isErrorBody(answer)
    ? (answer.details ?? []).filter((detail) => detail.field === "amount").map((detail) => detail.message)
    : [];
  const confirm = answer && "confirm" in answer ? answer.confirm : null;
  const here = `/admin/orders/${order.id}`;
  return (
    <ActionResultProvider result={result} placed={PLACED_INTENTS}>
      <p>
        <Link to="/admin/orders">{t("admin.common.back")}</Link>
      </p>
      <h1>
        {t("admin.orders.order", { id: order.id })} <StatusBadge status={order.status} />
      </h1>
      <ActionResultHere intents="elsewhere" />
      <p>
        {t("admin.orders.customerLink")}:{" "}
        <Link to={`/admin/users/${order.customer.id}`}>
          {order.customer.name} ({order.customer.email})
        </Link>{" "}
        · <LocalTime iso={order.createdAt} /> · {t("admin.orders.total")}: {money(order.totalCents)}
        {order.promoCode
          ? ` · ${t("promotions.orderDiscount", { code: order.promoCode, amount: money(order.discountCents) })}`
          : null}
      </p>
      <p data-testid="order-agent">
        {order.agent ? (
          <>
            {t("admin.orders.agent", { name: order.agent.name })} <LocalTime iso={order.agent.since} />
          </>
        ) : (
          t("admin.orders.noAgent")
        )}
      </p>
      <section aria-labelledby="lines-title">
        <h2 id="lines-title">{t("admin.orders.lines")}</h2>
        <TableScroll labelledBy="lines-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.common.game")}</th>
                <th scope="col">{t("admin.orders.toDeliver")}</th>
                <th scope="col">{t("admin.orders.nickname")}</th>
                <th scope="col">{t("admin.orders.server")}</th>
                <th scope="col">{t("admin.orders.platform")}</th>
                <th scope="col">{t("delivery.shown.title")}</th>
                <th scope="col">{t("admin.orders.total")}</th>
                {order.promoCode ? <th scope="col">{t("promotions.discount")}</th> : null}
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.gameName}</td>
                  <td>{describeLineWithQuantity(line, t, language)}</td>
                  <td>{line.nickname}</td>
                  <td>{line.server ?? "—"}</td>
                  <td>{line.platform ?? "—"}</td>
                  <td>
                    <HandOver delivery={line.delivery} />
                  </td>
                  <td>{money(line.lineTotalCents)}</td>
                  {order.promoCode ? (
                    <td>
                      {line.discountCents > 0
                        ? t("promotions.lineDiscount", { amount: money(line.discountCents) })
                        : "—"}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <div className="admin-grid admin-grid--2">
        <section className="admin-card" aria-labelledby="payment-title">
          <h2 id="payment-title">{t("admin.orders.payment")}</h2>
          <p>
            {t("admin.orders.method")}: {paymentMethodText(t, order.paymentMethod)}
          </p>
          {order.payments.length === 0 ? <p>{t("admin.orders.noPayment")}</p> : null}
          <ul>
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {t(`admin.orders.kinds.${payment.kind}`)} · {money(payment.amountCents)} · {payment.provider} ·{" "}
                <code>{payment.providerRef}</code>
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="history-title">
          <h2 id="history-title">{t("admin.orders.history")}</h2>
          <ol>
            {order.history.map(({ entry, actorName }) => (
              <li key={entry.id}>
                <LocalTime iso={entry.createdAt} /> ·{" "}
                {entry.fromStatus === null ? "" : `${adminOrderStatusText(t, entry.fromStatus)} → `}
                {adminOrderStatusText(t, entry.toStatus)}
                {statusReasonText(t, entry.reason) ? ` · ${statusReasonText(t, entry.reason)}` : ""}
                {actorName ? ` · ${t("admin.orders.by", { name: actorName })}` : ""}
                {entry.note ? ` · “${entry.note}”` : ""}
              </li>
            ))}
          </ol>
        </section>
        <section className="admin-card" aria-labelledby="change-title">
          <h2 id="change-title">{t("admin.orders.changeStatus")}</h2>
          <ActionResultHere intents={["status"]} />
          {confirm?.intent === "status" ? (
            <ConfirmStep
              title={t("adminConfirm.statusTitle", { id: order.id, status: adminOrderStatusText(t, confirm.to) })}
              consequence={t(`adminConfirm.consequences.${confirm.to}`, { name: order.customer.name })}
              confirmLabel={t("adminConfirm.statusButton", { status: adminOrderStatusText(t, confirm.to) })}
              fields={{ intent: "status", to: confirm.to, note: confirm.note }}
              cancelTo={here}
              busy={busy}
            />
          ) : next.length === 0 ? (
            <p>{t("admin.orders.noChange")}</p>
          ) : (
            <Form method="post" className="admin-form" key={formKey}>
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label={t("admin.orders.newStatus")}
                name="to"
                defaultValue={next[0] ?? ""}
                options={next.map((status) => ({ value: status, label: adminOrderStatusText(t, status) }))}
              />
              <Field label={t("admin.orders.note")} name="note" />
              <SubmitButton busy={busy} label={t("admin.orders.apply")} busyLabel={t("admin.common.saving")} />
            </Form>
          )}
        </section>
      </div>
      <p>
        <Link to={`/orders/${order.id}`}>{t("orderTrust.admin.shopperPage")}</Link>
      </p>
      <OrderCancellation
        cancellation={cancellation}
        currency={order.currency}
        busy={busy}
        amountErrors={amountErrors}
        mayMoveMoney={mayMoveMoney}
      />
      <OrderRiskHold hold={riskHold} busy={busy} mayDecide={mayMoveMoney} />
      <OrderDispute pack={dispute} busy={busy} mayMoveMoney={mayMoveMoney} />
      <OrderConversation conversationId={conversationId} viewer={{ role: "support", name: agentName }} />
      <OrderDelivery
        orderId={order.id}
        progress={delivery.progress}
        proof={delivery.proof}
        busy={busy}
        formKey={formKey}
      />
      <OrderPayments
        money={moneyRecord}
        refundKey={formKey}
        busy={busy}
        amountErrors={amountErrors}
        mayMoveMoney={mayMoveMoney}
        mayRefund={mayRefund}
        refundLimit={refundLimit}
        confirmRefund={
          confirm?.intent === "refund"
            ? {
                amountCents: confirm.amountCents,
                note: confirm.note,
                key: confirm.key,
                customerName: order.customer.name,
                orderId: order.id,
                cancelTo: here,
              }
            : null
        }
      />
    </ActionResultProvider>
  );
}

/** The intents whose cards show their own result; any other shows at the top. */
const PLACED_INTENTS = [
  "status",
  "refund",
  "accept",
  "approveCancel",
  "declineCancel",
  "tick",
  "note",
  "proof",
  "disputeSubmit",
  "riskReview",
];

/** The last answer in words: a refusal's message, or what the change did. */
function useActionResult(
  answer: ReturnType<typeof useActionData<typeof action>>,
  money: (cents: number) => string,
): ActionResult | null {
  const { t } = useTranslation();
  if (isErrorBody(answer)) return { kind: "error", message: answer.message, answer };
  const done = answer && "done" in answer && answer.done !== undefined ? answer : null;
  if (!done) return null;
  const message = (() => {
    switch (done.done) {
      case "status":
        return t("admin.orders.statusChanged");
      case "refunded":
        return t("orderMoney.admin.refundedMessage", { amount: money(done.amountCents), ref: done.refundId });
      case "accepted":
        return t("orderMoney.admin.acceptedMessage");
      case "cancelApproved":
        return t("orderTrust.cancel.approvedMessage", { amount: money(done.amountCents) });
      case "cancelDeclined":
        return t("orderTrust.cancel.declinedMessage");
      case "delivery":
        return t("orderTrust.admin.done");
      case "disputeSubmitted":
        return t("orderMoney.dispute.submittedMessage");
      case "holdApproved":
        return t("riskHolds.admin.doneApproved");
      case "holdRefused":
        return t("riskHolds.admin.doneRefused");
    }
  })();
  return { kind: "success", message, answer };
}
