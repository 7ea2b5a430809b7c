// The two drawings of the dashboard's charts, as plain SVG rendered on the server (no chart library,
// no script needed to see them). The viewBox is narrow (300 units) so that, scaled to a 360 px phone's
// card, its 12-unit text stays about 12 px; on a desktop the CSS caps its width. Bars are one colour
// and every bar has its value in text, so nothing is told by colour alone.
import { ChartSvg } from "./chart-figure";

export const CHART_WIDTH = 300;
const FONT = 12;
const LABEL_CHARS = 44;

/** A label cut to what fits one line of the chart (the table keeps it whole). */
export function fitLabel(label: string): string {
  return label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;
}

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as the reader reads it ("12", "R$ 3,00", "45%"). */
  valueText: string;
}

const ROW = 36;
// Room after the longest bar for its value.
const VALUE_ROOM = 72;

/** One bar a row, its label above it and its value after it: categories with long names. */
export function BarList({
  id,
  title,
  description,
  bars,
}: {
  id: string;
  title: string;
  description: string;
  bars: Bar[];
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const length = (value: number) => (max > 0 ? (Math.max(0, value) / max) * (CHART_WIDTH - VALUE_ROOM) : 0);
  return (
    <ChartSvg id={id} title={title} description={description} width={CHART_WIDTH} height={bars.length * ROW + 2}>
      {bars.map((bar, index) => {
        const top = index * ROW;
        const width = length(bar.value);
        return (
          <g key={bar.key}>
            <text className="chart__label" x={0} y={top + FONT} fontSize={FONT}>
              {fitLabel(bar.label)}
            </text>
            {width > 0 ? (
              <rect className="chart__bar" x={0} y={top + 17} width={Math.max(width, 2)} height={13} rx={2} />
            ) : null}
            <text className="chart__value" x={width + 5} y={top + 28} fontSize={FONT}>
              {bar.valueText}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

export interface Column {
  key: string;
  /** Null: nothing to measure in this column (drawn as a dash, not as zero). */
  value: number | null;
  /** Shown under the column; empty for the columns between labelled ones. */
  axisLabel: string;
}

const HEIGHT = 172;
const PLOT_TOP = 22;
const PLOT_BOTTOM = 142;

/** Columns over time (days, weeks), with the top of the scale named (`maxText`). */
export function Columns({
  id,
  title,
  description,
  columns,
  max,
  maxText,
}: {
  id: string;
  title: string;
  description: string;
  columns: Column[];
  /** The value at the top of the scale. */
  max: number;
  maxText: string;
}) {
  const slot = CHART_WIDTH / Math.max(1, columns.length);
  const barWidth = Math.max(2, slot * 0.7);
  const height = (value: number) =>
    max > 0 ? (Math.min(Math.max(0, value), max) / max) * (PLOT_BOTTOM - PLOT_TOP) : 0;
  const anchorAt = (x: number) => (x < 24 ? "start" : x > CHART_WIDTH - 24 ? "end" : "middle");
  return (
    <ChartSvg id={id} title={title} description={description} width={CHART_WIDTH} height={HEIGHT}>
      <text className="chart__value" x={0} y={FONT} fontSize={FONT}>
        {maxText}
      </text>
      <line className="chart__grid" x1={0} x2={CHART_WIDTH} y1={PLOT_TOP} y2={PLOT_TOP} />
      <line className="chart__axis" x1={0} x2={CHART_WIDTH} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
      {columns.map((column, index) => {
        const center = index * slot + slot / 2;
        const barHeight = column.value === null ? 0 : height(column.value);
        return (
          <g key={column.key}>
            {column.value === null ? (
              <text className="chart__label" x={center} y={PLOT_BOTTOM - 3} fontSize={FONT} textAnchor="middle">
                –
              </text>
            ) : barHeight > 0 ? (
              <rect
                className="chart__bar"
                x={center - barWidth / 2}
                y={PLOT_BOTTOM - Math.max(barHeight, 1)}
                width={barWidth}
                height={Math.max(barHeight, 1)}
              />
            ) : null}
            {column.axisLabel ? (
              <text className="chart__label" x={center} y={HEIGHT - 12} fontSize={FONT} textAnchor={anchorAt(center)}>
                {column.axisLabel}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartSvg>
  );
}
