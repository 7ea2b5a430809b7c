// The one CSV writer of the admin area (docs/decisions/071-spreadsheet-exports.md): every file the
// store hands a spreadsheet (the exports, the audit trail) is written here, so they all open the same
// way. csv-stringify's sync API does the quoting and the CRLF rows; this file adds what a spreadsheet
// in each language expects:
// - a UTF-8 BOM before the header, so Excel reads accents as UTF-8;
// - pt: `;` between cells and a decimal comma (what a Brazilian spreadsheet opens and saves);
//   en: `,` and a decimal point;
// - the formula guard on (csv-stringify's escape_formulas): a text cell that starts with =, +, -, @,
//   a tab or a carriage return (a name or note someone typed) gets a leading ' so the spreadsheet shows
//   it as text instead of running it (CSV injection). Amounts of money are numbers, never guarded.
// Files of any length are streamed a page at a time (csvPagesStream): never the whole file in memory.
import { stringify } from "csv-stringify/sync";
import { isLanguage, type Language } from "../../shared/i18n/config";

/** An amount of money in minor units, written with two decimals in the file's language. */
export interface Money {
  cents: number;
}

export const money = (cents: number): Money => ({ cents });

/** A cell: text (guarded), a whole number (an id, a count), an amount of money, or nothing. */
export type Cell = string | number | Money | null | undefined;

export interface CsvFormat {
  delimiter: string;
  decimal: string;
}

/** The separator and decimal mark a spreadsheet in `language` expects. */
export function csvFormatOf(language: Language): CsvFormat {
  return language === "pt" ? { delimiter: ";", decimal: "," } : { delimiter: ",", decimal: "." };
}

/** `cents` as the file writes it: "-1234.50" (en) or "-1234,50" (pt); no thousands separator. */
export function decimalText(cents: number, language: Language): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}${csvFormatOf(language).decimal}${String(whole % 100).padStart(2, "0")}`;
}

const isMoney = (cell: Cell): cell is Money => typeof cell === "object" && cell !== null;

/**
 * The CSV text of `rows` in `language`; with `header` first (after the BOM) when given. Money goes to
 * csv-stringify as a number, which its formula guard leaves alone (a refund of -5,00 stays a number);
 * whole numbers go as text without any sign a spreadsheet could run.
 */
export function csvText(language: Language, rows: Cell[][], header?: readonly string[]): string {
  const records = rows.map((row) =>
    row.map((cell) => (isMoney(cell) ? cell.cents : typeof cell === "number" ? String(cell) : (cell ?? ""))),
  );
  const { delimiter } = csvFormatOf(language);
  const options = {
    delimiter,
    escape_formulas: true,
    record_delimiter: "windows",
    cast: { number: (cents: number) => decimalText(cents, language) },
  } as const;
  if (!header) return records.length === 0 ? "" : stringify(records, options);
  return stringify(records, { ...options, bom: true, header: true, columns: [...header] });
}

/** One page of a file's rows and where the next page starts (null: this was the last). */
export interface CsvPage<Cursor> {
  rows: Cell[][];
  next: Cursor | null;
}

/**
 * A whole file as a stream: the header, then page after page as the reader pulls them (each page one
 * query, keyset-paged by the caller: `WHERE id > ?`, never OFFSET), then the `closing` rows (totals).
 */
export function csvPagesStream<Cursor>(options: {
  language: Language;
  header: readonly string[];
  first: Cursor;
  page: (cursor: Cursor) => Promise<CsvPage<Cursor>>;
  closing?: () => Cell[][];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = options.first;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (cursor === null) {
        const closing = options.closing?.() ?? [];
        if (closing.length > 0) controller.enqueue(encoder.encode(csvText(options.language, closing)));
        controller.close();
        return;
      }
      const page = await options.page(cursor);
      const text = csvText(options.language, page.rows, started ? undefined : options.header);
      started = true;
      cursor = page.next;
      if (text !== "") controller.enqueue(encoder.encode(text));
    },
  });
}

/** The download's headers: a CSV attachment named `filename`, never kept by a shared cache. */
export function csvDownloadHeaders(filename: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  };
}

/** The file's language: `?lang=en|pt` when the download asks for one, else the request's own. */
export function csvLanguageOf(request: Request, requestLanguage: Language): Language {
  const asked = new URL(request.url).searchParams.get("lang");
  return isLanguage(asked) ? asked : requestLanguage;
}
