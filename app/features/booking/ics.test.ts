import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";
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
    const event = { uid: "abc@monsieur-moustache.fr", ...appointmentSpan("2026-11-24", "15:30", 30), summary: "Coupe", location: "Paris", description: "Déplacé" };
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
});
