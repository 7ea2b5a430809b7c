// What to hand over, line by line, as the delivery desk and its order page show it: the game, the
// server and platform, the buyer's in-game nickname and what to deliver. Nothing of the buyer's
// account or payment is passed here (workers/desk/desk-queue.ts reads none of it).
import { describeLineWithQuantity } from "@shared/describe-line";
import type { DeskLine } from "@workers/desk/desk-queue";
import { HandOver } from "~/components/admin/hand-over";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";

/** The cells of one line, for a row of the desk's table (after the order's own cells). */
export function DeskLineCells({ line }: { line: DeskLine }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <td>{line.gameName}</td>
      <td>{line.server ?? "—"}</td>
      <td>{line.platform ?? "—"}</td>
      <td>
        <strong>{line.nickname}</strong>
      </td>
      <td>{describeLineWithQuantity(line, t, language)}</td>
      <td data-testid="desk-hand-over">
        <HandOver delivery={line.delivery} />
      </td>
    </>
  );
}

/** How many cells DeskLineCells gives a row. */
export const DESK_LINE_CELLS = 6;

/** The column headers of DeskLineCells. */
export function DeskLineHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t("adminDesk.columns.game")}</th>
      <th scope="col">{t("adminDesk.columns.server")}</th>
      <th scope="col">{t("adminDesk.columns.platform")}</th>
      <th scope="col">{t("adminDesk.columns.nickname")}</th>
      <th scope="col">{t("adminDesk.columns.deliver")}</th>
      <th scope="col">{t("delivery.shown.title")}</th>
    </>
  );
}
