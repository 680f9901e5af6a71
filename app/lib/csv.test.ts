import { describe, expect, it } from "vitest";
import { csvCell, csvCents, csvFile } from "./csv";

describe("CSV as a French spreadsheet reads it", () => {
  it("writes amounts with a decimal comma, negative ones too, and numbers as numbers", () => {
    expect([csvCents(123_450), csvCents(-990), csvCents(5), csvCents(0), csvCents(-0)]).toEqual(["1234,50", "-9,90", "0,05", "0,00", "0,00"]);
    expect(csvFile([["a", { cents: -4590 }, 12.5, 3]])).toBe("\uFEFFa;-45,90;12,5;3\r\n");
  });

  it("guards text against formulas and quotes what must be", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("Barbe; soin")).toBe('"Barbe; soin"');
    expect(csvFile([["<script>", "ligne\nsuivante"]])).toBe('\uFEFF<script>;"ligne\nsuivante"\r\n');
  });
});
