// The desk's agents as a manager sees them (issue 49): the orders each holds now and their on-time
// share of the last 30 days' deliveries.
import type { DeskAgent } from "@workers/desk/desk-agents";
import { TableScroll } from "~/components/admin/table-scroll";
import { useTranslation } from "~/i18n/use-translation";

export function DeskAgents({ agents }: { agents: DeskAgent[] }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card desk-agents" aria-labelledby="desk-agents-title">
      <h2 id="desk-agents-title">{t("adminDesk.agents.title")}</h2>
      <p className="field__hint">{t("adminDesk.agents.hint")}</p>
      <TableScroll labelledBy="desk-agents-title">
        <table className="admin-table" data-testid="desk-agents">
          <thead>
            <tr>
              <th scope="col">{t("adminDesk.agents.name")}</th>
              <th scope="col">{t("adminDesk.agents.role")}</th>
              <th scope="col">{t("adminDesk.agents.open")}</th>
              <th scope="col">{t("adminDesk.agents.onTime")}</th>
            </tr>
          </thead>
          <tbody>
            {agents.map((agent) => (
              <tr key={agent.id}>
                <th scope="row">{agent.name}</th>
                <td>{t(`adminDesk.roles.${agent.role}`)}</td>
                <td>{agent.openOrders}</td>
                <td>
                  {agent.onTimeShare === null
                    ? t("adminDesk.agents.noDeliveries")
                    : t("adminDesk.agents.share", {
                        percent: Math.round(agent.onTimeShare * 100),
                        onTime: agent.onTime,
                        delivered: agent.delivered,
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
