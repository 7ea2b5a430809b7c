import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DESK_FILTERS, deskCursorParam, deskPath } from "@shared/admin/desk";
import type { DeskAgent } from "@workers/desk/desk-agents";
import type { DeskRow } from "@workers/desk/desk-queue";
import type { action, loader } from "@workers/desk/http/desk-page.server";
import { DeskAgents } from "~/components/admin/desk-agents";
import { DESK_LINE_CELLS, DeskLineCells, DeskLineHeaders } from "~/components/admin/desk-lines";
import { TableScroll } from "~/components/admin/table-scroll";
import { FormAlert } from "~/components/form/form-alert";
import { TimeLeft } from "~/components/orders/time-left";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";

export { action, loader } from "@workers/desk/http/desk-page.server";

// The delivery desk (issue 49): the filters are links, each row's buttons plain forms, so the desk
// works before (and without) the page's script.
export default function DeliveryDesk() {
  const { filter, paged, rows, next, agents, viewerId, mayOpenOrders } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const nextCursor = deskCursorParam(next);
  return (
    <>
      <h1>{t("adminDesk.title")}</h1>
      <p>{t("adminDesk.intro")}</p>
      <nav className="desk-filters" aria-label={t("adminDesk.filters.label")}>
        <ul>
          {DESK_FILTERS.map((each) => (
            <li key={each}>
              <Link to={deskPath(each)} aria-current={each === filter ? "page" : undefined}>
                {t(`adminDesk.filters.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DeskAnswer answer={answer} />
      {rows.length === 0 ? (
        <p data-testid="desk-empty">{t(`adminDesk.empty.${filter}`)}</p>
      ) : (
        <section aria-labelledby="desk-table-title">
          <h2 id="desk-table-title" className="visually-hidden">
            {t("adminDesk.tableLabel")}
          </h2>
          <TableScroll labelledBy="desk-table-title">
            <table className="admin-table desk-table" data-testid="desk-table">
              <thead>
                <tr>
                  <th scope="col">{t("adminDesk.columns.order")}</th>
                  <DeskLineHeaders />
                  <th scope="col">{t("adminDesk.columns.timeLeft")}</th>
                  <th scope="col">{t("adminDesk.columns.agent")}</th>
                  <th scope="col">{t("adminDesk.columns.actions")}</th>
                </tr>
              </thead>
              {rows.map((row) => (
                <DeskOrderRows
                  key={row.orderId}
                  row={row}
                  viewerId={viewerId}
                  agents={agents}
                  mayOpenOrders={mayOpenOrders}
                  busy={busy}
                />
              ))}
            </table>
          </TableScroll>
        </section>
      )}
      {paged || nextCursor ? (
        <nav className="admin-pager" aria-label={t("adminDesk.pages")}>
          {paged ? <Link to={deskPath(filter)}>{t("adminDesk.firstPage")}</Link> : null}
          {nextCursor ? <Link to={deskPath(filter, nextCursor)}>{t("adminDesk.nextPage")}</Link> : null}
        </nav>
      ) : null}
      {agents ? <DeskAgents agents={agents} /> : null}
    </>
  );
}

/** What the last press did, or why it was refused. */
function DeskAnswer({ answer }: { answer: ReturnType<typeof useActionData<typeof action>> }) {
  const { t } = useTranslation();
  if (isErrorBody(answer)) return <FormAlert kind="error">{answer.message}</FormAlert>;
  if (!answer || !("done" in answer)) return null;
  return (
    <FormAlert kind="success" focusKey={answer}>
      {t(`adminDesk.done.${answer.done}`, { id: answer.orderId, name: ("name" in answer && answer.name) || "" })}
    </FormAlert>
  );
}

/** One order: a row per line, its own cells (number, time left, agent, buttons) spanning them. */
function DeskOrderRows({
  row,
  viewerId,
  agents,
  mayOpenOrders,
  busy,
}: {
  row: DeskRow;
  viewerId: number;
  agents: DeskAgent[] | null;
  mayOpenOrders: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const span = Math.max(1, row.lines.length);
  const [first, ...rest] = row.lines;
  const mine = row.agent?.id === viewerId;
  const id = row.orderId;
  return (
    <tbody data-testid="desk-order" data-order-id={id}>
      <tr>
        <th scope="rowgroup" rowSpan={span}>
          <Link to={`/admin/desk/${id}`}>{t("adminDesk.order", { id })}</Link>
          {mayOpenOrders ? (
            <>
              <br />
              <Link to={`/admin/orders/${id}`} className="field__hint">
                {t("adminDesk.fullOrder")}
              </Link>
            </>
          ) : null}
        </th>
        {first ? <DeskLineCells line={first} /> : <td colSpan={DESK_LINE_CELLS}>—</td>}
        <td rowSpan={span}>{row.deliverBy ? <TimeLeft deliverBy={row.deliverBy} /> : "—"}</td>
        <td rowSpan={span} data-testid="desk-agent">
          {row.agent ? (mine ? t("adminDesk.you") : row.agent.name) : t("adminDesk.nobody")}
        </td>
        <td rowSpan={span}>
          <div className="desk-actions">
            {row.agent === null ? <DeskButton intent="claim" id={id} busy={busy} /> : null}
            {row.agent !== null && (mine || agents) ? <DeskButton intent="release" id={id} busy={busy} /> : null}
            {agents ? <AssignForm id={id} agents={agents} current={row.agent?.id ?? null} busy={busy} /> : null}
          </div>
        </td>
      </tr>
      {rest.map((line) => (
        <tr key={line.id}>
          <DeskLineCells line={line} />
        </tr>
      ))}
    </tbody>
  );
}

function DeskButton({ intent, id, busy }: { intent: "claim" | "release"; id: number; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="order" value={id} />
      <button
        type="submit"
        className={intent === "claim" ? "button button--small" : "button button--small button--ghost"}
        disabled={busy}
      >
        {t(`adminDesk.${intent}`, { id })}
      </button>
    </Form>
  );
}

/** A manager gives the order to an agent (or moves it to another). */
function AssignForm({
  id,
  agents,
  current,
  busy,
}: {
  id: number;
  agents: DeskAgent[];
  current: number | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const selectId = `desk-assign-${id}`;
  return (
    <Form method="post" className="desk-assign">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="order" value={id} />
      <label htmlFor={selectId} className="visually-hidden">
        {t("adminDesk.assignTo", { id })}
      </label>
      <select id={selectId} name="staff_id" defaultValue={current === null ? "" : String(current)} required>
        <option value="">{t("adminDesk.chooseAgent")}</option>
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small" disabled={busy}>
        {t("adminDesk.assign")}
      </button>
    </Form>
  );
}
