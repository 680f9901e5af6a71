/**
 * A text and each reading of it as layers of percent-encoding are undone ("%252e" → "%2e" → "."),
 * up to `maxDecodes` times: `complete` when it stopped changing within them, not when it is
 * malformed or still encoded deeper.
 */
export function percentReadings(text: string, maxDecodes: number): { readings: string[]; complete: boolean } {
  const readings = [text];
  for (let round = 0; round < maxDecodes; round++) {
    const current = readings.at(-1)!;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return { readings, complete: false };
    }
    if (next === current) return { readings, complete: true };
    readings.push(next);
  }
  return { readings, complete: false };
}
