// CSV files as a French spreadsheet opens them: UTF-8 with its mark, `;` between cells, a decimal
// comma, CRLF line ends. Text is guarded against formulas; amounts and counts are written as numbers.

/** A cell: text (escaped), an amount in cents (« 1234,50 »), or a number (« 12,5 »). */
export type CsvValue = string | { cents: number } | number;

/** A spreadsheet cell: a value a spreadsheet would run as a formula is prefixed, and quoted when it must be. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 123450 → « 1234,50 », -990 → « -9,90 » (no thousands separator: a spreadsheet reads it as a number). */
export function csvCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  return `${cents < 0 && whole > 0 ? "-" : ""}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, "0")}`;
}

function cellOf(value: CsvValue): string {
  if (typeof value === "string") return csvCell(value);
  if (typeof value === "number") return String(Math.round(value * 10) / 10).replace(".", ",");
  return csvCents(value.cents);
}

/** The whole file. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `\uFEFF${rows.map((cells) => cells.map(cellOf).join(";")).join("\r\n")}\r\n`;
}

/** The answer of a CSV download, private to whoever asked. */
export function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
