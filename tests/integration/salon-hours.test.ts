import { beforeAll, expect, it } from "vitest";
import { addScheduleException } from "~/features/admin/schedule.server";
import { salonHoursToShow } from "~/features/booking/schedule.server";
import { formatLongDate } from "~/lib/dates";
import { addDays } from "~/lib/paris-time";
import { seedDatabase } from "~db/seed/seed.server";
import { parisToday } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

// The hours every page shows (the root loader's): worked out once per schedule read and per day,
// and never older than the schedule or the day.

const database = useTestDatabase();
beforeAll(() => seedDatabase(database.current.db));

it("are worked out once, announce a closure saved at once, and drop it once it is past", async () => {
  const first = await salonHoursToShow();
  expect(first.upcoming).toEqual([]);
  expect(await salonHoursToShow()).toBe(first);

  const from = addDays(parisToday(), 3);
  const to = addDays(parisToday(), 4);
  expect(await addScheduleException({ from, to, label: "Congés", hours: [] })).toMatchObject({ ok: true });
  const closed = await salonHoursToShow();
  expect(closed.upcoming).toEqual([
    { from, to, hours: [], label: "Congés", period: `du ${formatLongDate(from, { year: false })} au ${formatLongDate(to, { year: false })}` },
  ]);
  expect(closed.upcoming[0]!.period).toMatch(/^du [a-z]+ \d{1,2} [a-zéû]+ au [a-z]+ \d{1,2} [a-zéû]+$/);

  // The same schedule read, on a day after the closure: nothing to announce; then today again.
  expect((await salonHoursToShow(new Date(Date.now() + 6 * 86_400_000))).upcoming).toEqual([]);
  expect((await salonHoursToShow()).upcoming).toHaveLength(1);
});
