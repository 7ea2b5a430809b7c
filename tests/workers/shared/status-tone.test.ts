// Order statuses have one colour each, the same on the shopper's and the admin's pages: one
// mapping (app/lib/status-tone.ts), one set of rules (app.css), each tone readable (WCAG AA) on
// every background a badge sits on. A second colour rule for statuses anywhere would be caught here.
import { describe, expect, it } from "vitest";
import { STATUS_TONES, statusTone } from "../../../app/lib/status-tone";
import adminCss from "../../../app/styles/admin.css?raw";
import adminInboxCss from "../../../app/styles/admin-inbox.css?raw";
import appCss from "../../../app/styles/app.css?raw";
import shoppingCss from "../../../app/styles/shopping.css?raw";
import { ORDER_STATUSES } from "../../../workers/db/schema";

function customProperty(name: string): string {
  const value = appCss.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
  if (!value) throw new Error(`--${name} is not a #rrggbb colour in app.css`);
  return value;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `top` over `bottom`, as color-mix(in srgb, top share%, transparent) paints it on bottom. */
function mix(top: string, bottom: string, share: number): string {
  const channel = (offset: number) =>
    Math.round(
      Number.parseInt(top.slice(offset, offset + 2), 16) * share +
        Number.parseInt(bottom.slice(offset, offset + 2), 16) * (1 - share),
    );
  return `#${[1, 3, 5].map((offset) => channel(offset).toString(16).padStart(2, "0")).join("")}`;
}

describe("order status colours", () => {
  it("give every status its own tone, and anything unknown the neutral one", () => {
    const tones = ORDER_STATUSES.map(statusTone);
    expect(new Set(tones).size).toBe(ORDER_STATUSES.length);
    expect(tones).not.toContain("neutral");
    expect(statusTone("refunded?")).toBe("neutral");
  });

  it("come from one set of rules in app.css, which every page loads", () => {
    for (const tone of STATUS_TONES.filter((tone) => tone !== "neutral")) {
      expect(appCss).toContain(`.status-badge[data-tone="${tone}"]`);
    }
    for (const css of [adminCss, adminInboxCss, shoppingCss]) {
      expect(css).not.toMatch(/status-badge|admin-status|data-status/);
    }
  });

  it("read at AA (4.5:1) on their own wash over every page background", () => {
    const wash = Number(appCss.match(/\.status-badge \{[^}]*color-mix\(in srgb, var\(--tone\) (\d+)%/)?.[1]) / 100;
    expect(wash).toBeGreaterThan(0);
    for (const tone of STATUS_TONES) {
      const colour = customProperty(`tone-${tone}`);
      for (const background of ["bg", "bg-raised", "bg-sunken"]) {
        const behind = mix(colour, customProperty(background), wash);
        expect(contrast(colour, behind), `${tone} on --${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
