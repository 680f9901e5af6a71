import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { scheduleActionSchema } from "./schedule-schema";
import { scheduleMessages } from "./schedule-messages";
import { teamActionSchema, weekOf } from "./team-schema";
import { teamMessages } from "./team-messages";

/** What the form shows under its fields: each field's first problem. */
const errorsOf = (schema: { safeParse(input: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: object) =>
  fieldErrorsOf(schema.safeParse(input).error?.issues ?? []);

const barber = "3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f";
const week = (overrides: Record<number, [string, string?]> = {}) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
      [`mode${d}`, overrides[d]?.[0] ?? "salon"],
      [`hours${d}`, overrides[d]?.[1] ?? ""],
    ]),
  );

describe("the admin's form schemas tell every problem of a form at once", () => {
  it("an exception of 'Horaires': an end before its start with no reason and hours that do not read", () => {
    expect(errorsOf(scheduleActionSchema, { intent: "add-exception", from: "2099-06-10", to: "2099-06-09", label: " ", hours: "tard" })).toEqual({
      to: scheduleMessages.invalidRange,
      label: scheduleMessages.labelRequired,
      hours: scheduleMessages.invalidHours,
    });
    // The dates are compared only once both are dates.
    expect(errorsOf(scheduleActionSchema, { intent: "add-exception", from: "", to: "2099-06-09", label: "Congés", hours: "" })).toEqual({
      from: scheduleMessages.invalidDate,
    });
  });

  it("a barber's week: a day of hours of their own needs hours that read, and the week then reads as blocks", () => {
    const refused = { intent: "save-week", id: barber, ...week({ 2: ["hours", "matin"], 3: ["hours", ""], 4: ["off", "n'importe"] }) };
    expect(errorsOf(teamActionSchema, refused)).toEqual({ hours2: teamMessages.invalidHours, hours3: teamMessages.invalidHours });
    const parsed = teamActionSchema.parse({ intent: "save-week", id: barber, ...week({ 2: ["hours", "10h-12h30, 15:00-18:00"], 4: ["off"] }) });
    expect(parsed.intent === "save-week" && weekOf(parsed)).toEqual({
      1: null,
      2: [
        ["10:00", "12:30"],
        ["15:00", "18:00"],
      ],
      3: null,
      4: [],
      5: null,
      6: null,
      7: null,
    });
  });
});
