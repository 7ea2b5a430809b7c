// The admin dashboard's five charts (issue 33), drawn from the numbers of
// workers/admin/dashboard-charts.ts. Pure: the translator and language come as props, so the
// whole set renders the same on the server, in the browser and in a unit test.

import { formatMoney } from "@shared/format-money";
import type { Language } from "@shared/i18n/config";
import { intlLocale } from "@shared/i18n/config";
import type { Translate } from "@shared/i18n/translator";
import { dateTimeFormat } from "@shared/intl-formats";
import { measuredDurationText, percentOf } from "@shared/trust/measured-text";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import type { DashboardCharts as Charts } from "@workers/admin/dashboard-charts";
import { type Bar, BarList, type Column, Columns } from "./charts/bars";
import { ChartFigure, type ChartTable } from "./charts/chart-figure";

/** The delivery-time buckets' names, in the order of the service's DELIVERY_BUCKET_ENDS and the rest. */
const BUCKETS = ["under15", "under60", "under240", "under1440", "longer"] as const;

const dayText = (language: Language, day: string) =>
  dateTimeFormat(intlLocale[language], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The bars as the drawing's description reads them: "Processing 3, Delivered 12". */
const listOf = (bars: Bar[]) => bars.map((bar) => `${bar.label} ${bar.valueText}`).join(", ");

/** Every `every`-th column named, counting back from the newest so the latest is always named. */
const labelled = (index: number, length: number, every: number) => (length - 1 - index) % every === 0;

export function DashboardCharts({ charts, t, language }: { charts: Charts; t: Translate; language: Language }) {
  const tableLabel = t("adminCharts.showTable");
  return (
    <section className="dashboard-charts" aria-labelledby="charts-title">
      <h2 id="charts-title">{t("adminCharts.title")}</h2>
      <div className="admin-grid admin-grid--2">
        <RevenueChart charts={charts} t={t} language={language} tableLabel={tableLabel} />
        <StatusChart charts={charts} t={t} tableLabel={tableLabel} />
        <DeliveryTimesChart charts={charts} t={t} tableLabel={tableLabel} />
        <OnTimeChart charts={charts} t={t} language={language} tableLabel={tableLabel} />
        <SlowestChart charts={charts} t={t} tableLabel={tableLabel} />
      </div>
    </section>
  );
}

interface ChartProps {
  charts: Charts;
  t: Translate;
  tableLabel: string;
}

function RevenueChart({ charts, t, language, tableLabel }: ChartProps & { language: Language }) {
  const { days, currencies } = charts.revenue;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);
  const earning = currencies.filter((series) => series.cents.some((cents) => cents !== 0));
  const first = dayText(language, days[0] ?? "");
  const last = dayText(language, days.at(-1) ?? "");
  return (
    <ChartFigure
      id="chart-revenue"
      caption={t("adminCharts.revenue.caption")}
      note={t("adminCharts.revenue.note")}
      empty={earning.length === 0 ? t("adminCharts.revenue.empty") : null}
      tableLabel={tableLabel}
      table={{
        head: [t("adminCharts.revenue.day"), ...currencies.map((series) => series.currency)],
        rows: days.map((day, index) => ({
          key: day,
          cells: [
            dayText(language, day),
            ...currencies.map((series) => money(series.cents[index] ?? 0, series.currency)),
          ],
        })),
      }}
    >
      {currencies.map((series) => {
        const max = Math.max(...series.cents);
        if (max <= 0) {
          return (
            <p key={series.currency} className="chart__series">
              {t("adminCharts.revenue.currencyEmpty", { currency: series.currency })}
            </p>
          );
        }
        const best = series.cents.indexOf(max);
        const title = t("adminCharts.revenue.title", { currency: series.currency });
        return (
          <div key={series.currency}>
            <p className="chart__series">{title}</p>
            <Columns
              id={`chart-revenue-${series.currency}`}
              title={title}
              description={t("adminCharts.revenue.description", {
                total: money(
                  series.cents.reduce((sum, cents) => sum + cents, 0),
                  series.currency,
                ),
                first,
                last,
                best: dayText(language, days[best] ?? ""),
                bestAmount: money(max, series.currency),
              })}
              max={max}
              maxText={t("adminCharts.revenue.top", { amount: money(max, series.currency) })}
              columns={series.cents.map(
                (cents, index): Column => ({
                  key: days[index] ?? String(index),
                  value: cents,
                  axisLabel: labelled(index, days.length, 7) ? dayText(language, days[index] ?? "") : "",
                }),
              )}
            />
          </div>
        );
      })}
    </ChartFigure>
  );
}

/** A chart of bars under `adminCharts.<name>`: its caption, note, empty text and description. */
function BarFigure({
  name,
  t,
  tableLabel,
  bars,
  table,
}: {
  name: "statuses" | "deliveryTimes" | "slowest";
  t: Translate;
  tableLabel: string;
  bars: Bar[];
  table: ChartTable;
}) {
  const id = `chart-${name}`;
  const count = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <ChartFigure
      id={id}
      caption={t(`adminCharts.${name}.caption`)}
      note={t(`adminCharts.${name}.note`)}
      empty={count === 0 ? t(`adminCharts.${name}.empty`) : null}
      tableLabel={tableLabel}
      table={table}
    >
      <BarList
        id={`${id}-svg`}
        title={t(`adminCharts.${name}.caption`)}
        description={t(`adminCharts.${name}.description`, { count, list: listOf(bars) })}
        bars={bars}
      />
    </ChartFigure>
  );
}

function StatusChart({ charts, ...texts }: ChartProps) {
  const { t } = texts;
  const bars = charts.statuses.map(
    (row): Bar => ({
      key: row.status,
      label: adminOrderStatusText(t, row.status),
      value: row.orders,
      valueText: String(row.orders),
    }),
  );
  return (
    <BarFigure
      name="statuses"
      {...texts}
      bars={bars}
      table={{
        head: [t("adminCharts.statuses.status"), t("adminCharts.statuses.orders")],
        rows: bars.map((bar) => ({ key: bar.key, cells: [bar.label, bar.valueText] })),
      }}
    />
  );
}

function DeliveryTimesChart({ charts, ...texts }: ChartProps) {
  const { t } = texts;
  const counts = charts.deliveryTimes.orders;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const bars = BUCKETS.map((bucket, index): Bar => {
    const count = counts[index] ?? 0;
    return {
      key: bucket,
      label: t(`adminCharts.deliveryTimes.buckets.${bucket}`),
      value: count,
      valueText: total > 0 ? `${count} · ${percentOf(count / total)}%` : "0",
    };
  });
  return (
    <BarFigure
      name="deliveryTimes"
      {...texts}
      bars={bars}
      table={{
        head: [
          t("adminCharts.deliveryTimes.time"),
          t("adminCharts.deliveryTimes.orders"),
          t("adminCharts.deliveryTimes.share"),
        ],
        rows: bars.map((bar) => ({
          key: bar.key,
          cells: [bar.label, String(bar.value), `${total > 0 ? percentOf(bar.value / total) : 0}%`],
        })),
      }}
    />
  );
}

function OnTimeChart({ charts, t, language, tableLabel }: ChartProps & { language: Language }) {
  const weeks = charts.onTimeWeeks;
  const shareText = (share: number | null) => (share === null ? t("adminCharts.onTime.none") : `${percentOf(share)}%`);
  return (
    <ChartFigure
      id="chart-on-time"
      caption={t("adminCharts.onTime.caption")}
      note={t("adminCharts.onTime.note")}
      empty={weeks.every((week) => week.delivered === 0) ? t("adminCharts.onTime.empty") : null}
      tableLabel={tableLabel}
      table={{
        head: [t("adminCharts.onTime.week"), t("adminCharts.onTime.delivered"), t("adminCharts.onTime.share")],
        rows: weeks.map((week) => ({
          key: week.weekStart,
          cells: [dayText(language, week.weekStart), String(week.delivered), shareText(week.share)],
        })),
      }}
    >
      <Columns
        id="chart-on-time-svg"
        title={t("adminCharts.onTime.caption")}
        description={t("adminCharts.onTime.description", {
          first: dayText(language, weeks[0]?.weekStart ?? ""),
          last: dayText(language, weeks.at(-1)?.weekStart ?? ""),
          list: weeks.map((week) => `${dayText(language, week.weekStart)} ${shareText(week.share)}`).join(", "),
        })}
        max={1}
        maxText={t("adminCharts.onTime.top")}
        columns={weeks.map((week, index) => ({
          key: week.weekStart,
          value: week.share,
          axisLabel: labelled(index, weeks.length, 3) ? dayText(language, week.weekStart) : "",
        }))}
      />
    </ChartFigure>
  );
}

function SlowestChart({ charts, ...texts }: ChartProps) {
  const { t } = texts;
  const bars = charts.slowest.map(
    (offer, index): Bar => ({
      key: `${offer.subject}-${index}`,
      label: t("adminCharts.slowest.label", { name: offer.name, game: offer.game }),
      value: offer.p90Minutes,
      valueText: t("adminCharts.slowest.bar", {
        p90: measuredDurationText(t, offer.p90Minutes),
        count: offer.orders,
      }),
    }),
  );
  return (
    <BarFigure
      name="slowest"
      {...texts}
      bars={bars}
      table={{
        head: [
          t("adminCharts.slowest.offer"),
          t("adminCharts.slowest.median"),
          t("adminCharts.slowest.p90"),
          t("adminCharts.slowest.orders"),
        ],
        rows: charts.slowest.map((offer, index) => ({
          key: `${offer.subject}-${index}`,
          cells: [
            bars[index]?.label ?? offer.name,
            measuredDurationText(t, offer.medianMinutes),
            measuredDurationText(t, offer.p90Minutes),
            String(offer.orders),
          ],
        })),
      }}
    />
  );
}
