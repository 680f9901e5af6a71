import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, buildIcs } from "./ics";
import { appointmentSpan } from "./slots";

describe("calendar invitation", () => {
  it("is a valid calendar whose event starts at the Paris wall-clock time", () => {
    const span = appointmentSpan("2026-11-23", "10:00", 45);
    const ics = buildIcs({
      uid: "abc@monsieur-moustache.fr",
      ...span,
      summary: "Coupe dégradé – Monsieur Moustache",
      location: "18 avenue Gambetta, 75020 Paris",
      description: "Rendez-vous confirmé; annulation jusqu'à 24 h avant : " + "https://salon.test/rendez-vous/" + "x".repeat(60),
      now: new Date("2026-11-22T08:00:00Z"),
    });
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20261123T100000");
    expect(ics).toContain("DTEND;TZID=Europe/Paris:20261123T110000");
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    ICAL.TimezoneService.register(timezone, "Europe/Paris");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Coupe dégradé – Monsieur Moustache");
    expect(event.location).toBe("18 avenue Gambetta, 75020 Paris");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-23T09:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-23T10:00:00.000Z");
  });

  it("carries a sequence once moved, so a calendar replaces the event it holds with the same UID", () => {
    const event = {
      uid: "abc@monsieur-moustache.fr",
      ...appointmentSpan("2026-11-24", "15:30", 30),
      summary: "Coupe",
      location: "Paris",
      description: "Déplacé",
    };
    expect(buildIcs(event)).not.toContain("SEQUENCE");
    const moved = new ICAL.Event(new ICAL.Component(ICAL.parse(buildIcs({ ...event, sequence: 1795000000 }))).getFirstSubcomponent("vevent")!);
    expect(moved.uid).toBe("abc@monsieur-moustache.fr");
    expect(moved.sequence).toBe(1795000000);
  });

  it("keeps summer time in summer", () => {
    const span = appointmentSpan("2026-07-14", "15:00", 30);
    const ics = buildIcs({ uid: "x", ...span, summary: "s", location: "l", description: "d" });
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20260714T150000");
    expect(span.start.toISOString()).toBe("2026-07-14T13:00:00.000Z");
  });

  it("writes a named feed of several events whose text survives backslashes, commas, semicolons and line breaks", () => {
    const label = "Pause; déjeuner, \\ dehors\r\nretour\nà 14 h\u0007";
    const ics = buildCalendar({
      name: "Monsieur Moustache – Karim",
      now: new Date("2026-11-22T08:00:00Z"),
      refreshMinutes: 15,
      events: [
        { uid: "a@x", ...appointmentSpan("2026-11-23", "10:00", 30), summary: "Coupe – Jean", description: label, sequence: 0 },
        { uid: "b@x", ...appointmentSpan("2026-11-23", "12:00", 60), summary: label, description: "Tout le salon" },
      ],
    });
    expect(ics).toContain("SUMMARY:Pause\\; déjeuner\\, \\\\ dehors\\nretour\\nà 14 h\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\p{Cc}/u);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Monsieur Moustache – Karim");
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(["a@x", "b@x"]);
    expect(events[0]!.sequence).toBe(0);
    expect(events[0]!.description).toBe("Pause; déjeuner, \\ dehors\nretour\nà 14 h");
    expect(events[1]!.summary).toBe("Pause; déjeuner, \\ dehors\nretour\nà 14 h");
  });

  it("leaves out RFC 5545's control characters (ASCII, the tab excepted) and keeps everything else", () => {
    const span = appointmentSpan("2026-11-23", "10:00", 30);
    const ics = buildIcs({ uid: "x", ...span, summary: "a\u0000b\u001fc\u007fd", location: "l", description: "Coupe\tBarbe \u0085 été" });
    expect(ics).toContain("SUMMARY:abcd\r\n");
    expect(ics).toContain("DESCRIPTION:Coupe\tBarbe \u0085 été\r\n");
  });
});
