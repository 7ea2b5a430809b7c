// The bench's arithmetic and parsing, with no Node import so workers/edge/tests/bench-math.test.ts can
// check it inside workerd. scripts/bench.mjs does the I/O (build, server, load, browsers) around it.

/** The p-th percentile (0–100) of `values` by linear interpolation between closest ranks. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

/** `value / baseline`, or NaN when there is no baseline to compare with. */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : Number.NaN;
}

export interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  /** CPU time in clock ticks, user and kernel. */
  utime: number;
  stime: number;
}

/**
 * One /proc/<pid>/stat line. The command name is in parentheses and may itself hold spaces or
 * parentheses, so the fields are counted from the last ")".
 */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 60)}`);
  // After the name: state(3) ppid(4) … utime(14) stime(15), so utime is the 12th field after ")".
  const fields = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  return {
    pid: Number(line.slice(0, open).trim()),
    comm: line.slice(open + 1, close),
    ppid: Number(fields[1]),
    utime: Number(fields[11]),
    stime: Number(fields[12]),
  };
}

/** Every process under `root` (itself included) whose command is `comm`. */
export function descendantsNamed(stats: ProcStat[], root: number, comm: string): number[] {
  const children = new Map<number, number[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const found: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    if (byPid.get(pid)?.comm === comm) found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Milliseconds of CPU per request from a tick delta, or NaN for a run that served nothing. */
export function cpuMsPerRequest(ticks: number, ticksPerSecond: number, requests: number): number {
  return requests > 0 ? ((ticks / ticksPerSecond) * 1000) / requests : Number.NaN;
}

/** The JavaScript a page's HTML makes the browser load before it can run: what first-load JS counts. */
export interface PageScripts {
  /** Module scripts, module preloads and the modules inline module scripts import, each once. */
  files: string[];
  /** The text of every inline script (Remix's context, route manifest and streamed loader data). */
  inline: string[];
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i"))?.[1];

/**
 * The scripts of a server-rendered page, read the way a browser meets them: `<script type="module"
 * src>`, `<link rel="modulepreload" href>`, inline `<script>` bodies, and the `/…` modules an inline
 * module script imports (statically or with `import("…")`), such as Remix's entry and route modules.
 * Scripts of a data type (the product pages' JSON-LD for search engines) are not code and are left out.
 */
export function pageScripts(html: string): PageScripts {
  const files = new Set<string>();
  const inline: string[] = [];
  for (const link of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(link[0], "href");
    if (attribute(link[0], "rel")?.toLowerCase() === "modulepreload" && href) files.add(href);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script ${script[1] ?? ""}>`;
    const type = attribute(tag, "type")?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    const src = attribute(tag, "src");
    if (src) {
      files.add(src);
      continue;
    }
    const body = script[2] ?? "";
    inline.push(body);
    if (type === "module") {
      for (const imported of body.matchAll(/\bimport\s*(?:\(\s*|[^"'();]*?\s*)["'](\/[^"']+)["']/g)) {
        if (imported[1]) files.add(imported[1]);
      }
    }
  }
  return { files: [...files], inline };
}

/** A Markdown table with aligned columns: the first (names) to the left, the figures to the right. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** A number for the table: fixed decimals, "n/a" when it could not be measured. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  return value === null || value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(decimals);
}

export interface Budget {
  name: string;
  /** What was measured, as it should read in the report. */
  measured: string;
  ok: boolean;
}

/** A budget check on a figure that may be missing: a missing figure does not pass. */
export function budget(name: string, value: number | null, limit: number, kind: "max" | "min", unit = ""): Budget {
  const measured = value === null || Number.isNaN(value) ? "n/a" : `${round(value)}${unit}`;
  const ok = value !== null && !Number.isNaN(value) && (kind === "max" ? value <= limit : value >= limit);
  return { name: `${name} ${kind === "max" ? "≤" : "≥"} ${limit}${unit}`, measured, ok };
}

function round(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 1 ? value.toFixed(2) : value.toFixed(3);
}
