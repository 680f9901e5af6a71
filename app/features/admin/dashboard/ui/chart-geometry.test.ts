import { describe, expect, it } from "vitest";
import { axisEuros, barLength, groupedBars, HEIGHT, niceCeil, scaleOf, shortLabel, WIDTH } from "./chart-geometry";

const inside = (b: { x: number; y: number; width: number; height: number }) =>
  b.x >= 0 && b.x + b.width <= WIDTH && b.y >= 0 && b.y + b.height <= HEIGHT && b.height >= 0 && b.width > 0;

describe("the charts' scale", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 10, 1000, 1001, 0.3].map(niceCeil)).toEqual([0, 1, 5, 10, 10, 1000, 2000, 0.5]);
    expect([Number.NaN, -5, Number.POSITIVE_INFINITY].map(niceCeil)).toEqual([0, 0, 0]);
  });

  it("steps in whole euros at least, from zero to above the highest amount", () => {
    expect(scaleOf(0, 123_450)).toEqual({ top: 150_000, bottom: 0, step: 50_000, ticks: [0, 50_000, 100_000, 150_000] });
    expect(scaleOf(0, 0)).toEqual({ top: 100, bottom: 0, step: 100, ticks: [0, 100] });
    expect(scaleOf(0, 3)).toEqual({ top: 100, bottom: 0, step: 100, ticks: [0, 100] });
    expect(scaleOf(-4_000, 10_000).ticks).toEqual([-5_000, 0, 5_000, 10_000]);
  });

  it("writes the axis in euros, shortened when large", () => {
    expect([0, 45_000, 999_900, 1_200_000, 150_000_000, -50_000].map(axisEuros)).toEqual([
      "0\u00a0€",
      "450\u00a0€",
      "9\u202f999\u00a0€",
      "12\u00a0k€",
      "1,5\u00a0M€",
      "−500\u00a0€",
    ]);
    expect(axisEuros(1e15)).toBe("10\u202f000\u202f000\u00a0M€");
  });
});

describe("the bars of the revenue chart", () => {
  it("are as tall as their amounts, side by side per point, in the drawing", () => {
    const { bars, zeroY } = groupedBars(
      [
        { label: "1", values: [10_000, 20_000] },
        { label: "2", values: [40_000, 0] },
      ],
      2,
    );
    expect(bars).toHaveLength(4);
    const [a, b, c, d] = bars as [(typeof bars)[0], (typeof bars)[0], (typeof bars)[0], (typeof bars)[0]];
    expect(b.height / a.height).toBeCloseTo(2, 2);
    expect(c.height / a.height).toBeCloseTo(4, 2);
    expect(d.height).toBe(0);
    for (const bar of [a, b, c]) expect(bar.y + bar.height).toBeCloseTo(zeroY, 2);
    expect(b.x).toBeGreaterThan(a.x);
    expect(c.x).toBeGreaterThan(b.x + b.width);
    expect(bars.every(inside)).toBe(true);
  });

  it("draws nothing from an empty period and flat bars from zeros, with an axis all the same", () => {
    const empty = groupedBars([], 2);
    expect(empty.bars).toEqual([]);
    expect(empty.ticks.length).toBeGreaterThan(1);
    const zeros = groupedBars([{ label: "1", values: [0, 0] }], 2);
    expect(zeros.bars.map((b) => b.height)).toEqual([0, 0]);
    expect(zeros.bars.every(inside)).toBe(true);
  });

  it("puts a single point inside the plot, its labels centred under it", () => {
    const one = groupedBars([{ label: "nov.", values: [5_000, 2_500] }], 2);
    expect(one.bars.every(inside)).toBe(true);
    expect(one.labels).toEqual([{ text: "nov.", x: expect.closeTo((one.plot.left + one.plot.right) / 2, 2), shown: true }]);
  });

  it("keeps huge amounts and losses inside the drawing, losses under the zero line", () => {
    const huge = groupedBars([{ label: "1", values: [1e13, 1] }], 2);
    expect(huge.bars.every(inside)).toBe(true);
    expect(huge.bars.every((b) => Number.isFinite(b.height))).toBe(true);
    const loss = groupedBars([{ label: "1", values: [10_000, -2_500] }], 2);
    const under = loss.bars[1]!;
    expect(under.y).toBeCloseTo(loss.zeroY, 2);
    expect(under.height / loss.bars[0]!.height).toBeCloseTo(0.25, 2);
    expect(groupedBars([{ label: "1", values: [Number.NaN, 100] }], 2).bars[0]!.height).toBe(0);
  });

  it("labels one day in two (or more) when a month's days would overlap", () => {
    const month = groupedBars(
      Array.from({ length: 31 }, (_, i) => ({ label: String(i + 1), values: [100, 0] })),
      2,
    );
    expect(month.labels.filter((l) => l.shown).length).toBeLessThan(31);
    expect(month.labels[0]!.shown).toBe(true);
    const week = groupedBars(
      Array.from({ length: 7 }, (_, i) => ({ label: `j${i}`, values: [100, 0] })),
      2,
    );
    expect(week.labels.every((l) => l.shown)).toBe(true);
  });
});

describe("the horizontal bars", () => {
  it("are as long as their share of the largest, never beyond it nor below zero", () => {
    expect(barLength(1, 1)).toBe(100);
    expect(barLength(0.5, 1)).toBe(50);
    expect(barLength(1, 3)).toBe(33.33);
    expect(barLength(1.4, 1)).toBe(100);
    expect(barLength(-3, 10)).toBe(0);
    expect(barLength(3, 0)).toBe(0);
    expect(barLength(Number.NaN, 1)).toBe(0);
  });

  it("cut a long label to fit", () => {
    expect(shortLabel("Coupe")).toBe("Coupe");
    expect(shortLabel("x".repeat(40))).toBe("x".repeat(40));
    expect(shortLabel("x".repeat(41))).toBe(`${"x".repeat(39)}…`);
  });
});
