// The admin charts' drawings (app/components/admin/charts), pure components rendered to markup: bars
// in proportion to their values, each value in text, a missing value drawn apart from zero, long
// names cut in the drawing only, and an empty chart saying so instead of drawing empty axes.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarList, CHART_WIDTH, Columns, fitLabel } from "../../../app/components/admin/charts/bars";
import { ChartFigure } from "../../../app/components/admin/charts/chart-figure";

const widths = (html: string) => [...html.matchAll(/<rect[^>]* width="([\d.]+)"/g)].map((match) => Number(match[1]));

describe("the charts' drawings", () => {
  it("draws bars in proportion to the largest, each with its value written after it", () => {
    const html = renderToStaticMarkup(
      createElement(BarList, {
        id: "bars",
        title: "Orders by status",
        description: "Processing 8, Delivered 4, Disputed 0",
        bars: [
          { key: "a", label: "Processing", value: 8, valueText: "8" },
          { key: "b", label: "Delivered", value: 4, valueText: "4" },
          { key: "c", label: "Disputed", value: 0, valueText: "0" },
        ],
      }),
    );
    expect(html).toMatch(/^<svg[^>]* role="img" aria-labelledby="bars-title bars-desc" viewBox="0 0 300 /);
    expect(html).toContain('<title id="bars-title">Orders by status</title><desc id="bars-desc">');
    // The longest leaves room for its value; the half-sized one is half as long; zero draws no bar.
    const [longest, half, ...rest] = widths(html);
    expect(longest).toBeLessThan(CHART_WIDTH);
    expect(half).toBeCloseTo((longest ?? 0) / 2);
    expect(rest).toEqual([]);
    for (const value of [">8<", ">4<", ">0<"]) expect(html).toContain(value);
  });

  it("cuts a long name in the drawing and keeps a short one whole", () => {
    const long = "A very long offer name of some game that goes on and on and on";
    expect(fitLabel(long)).toHaveLength(44);
    expect(fitLabel(long).endsWith("…")).toBe(true);
    expect(fitLabel("Gold (Tibia)")).toBe("Gold (Tibia)");
  });

  it("draws a column without a value as a dash, unlike a zero, and caps one above the scale", () => {
    const html = renderToStaticMarkup(
      createElement(Columns, {
        id: "weeks",
        title: "On time",
        description: "…",
        max: 1,
        maxText: "100%",
        columns: [
          { key: "w1", value: null, axisLabel: "Feb 1" },
          { key: "w2", value: 0, axisLabel: "" },
          { key: "w3", value: 0.5, axisLabel: "" },
          { key: "w4", value: 2, axisLabel: "Feb 22" },
        ],
      }),
    );
    expect(html.match(/>–</g)).toHaveLength(1);
    const heights = [...html.matchAll(/<rect[^>]* height="([\d.]+)"/g)].map((match) => Number(match[1]));
    // Zero draws nothing; the half is half of the capped full column.
    expect(heights).toHaveLength(2);
    expect(heights[0]).toBeCloseTo((heights[1] ?? 0) / 2);
    expect(html).toContain(">Feb 1<");
    expect(html).toContain(">Feb 22<");
  });

  it("says a chart has nothing to draw instead of drawing it, caption kept", () => {
    const html = renderToStaticMarkup(
      createElement(
        ChartFigure,
        {
          id: "empty",
          caption: "Slowest offers",
          note: "How it is computed.",
          empty: "No offer has 5 delivered orders yet.",
          tableLabel: "Show the figures as a table",
          table: { head: ["Offer"], rows: [] },
        },
        createElement("svg"),
      ),
    );
    expect(html).toContain('<figcaption id="empty-caption" class="chart__caption">Slowest offers</figcaption>');
    expect(html).toContain("No offer has 5 delivered orders yet.");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<details");
  });
});
