import { describe, expect, it } from "vitest";
import type { BarberOffer, ServiceView } from "../types";
import { addableServices, firstAddable, performersOf, visitFromParam } from "./visit-choice";

const service = (id: string, category: string, durationMinutes: number, bookableOnline = true): ServiceView => ({
  id,
  title: `Prestation ${id}`,
  description: null,
  durationMinutes,
  priceCents: 1000,
  category,
  bufferMinutes: 0,
  bookableOnline,
  depositKind: "none",
  depositValue: 0,
});

const cut = service("cut", "Coiffure", 45);
const fade = service("fade", "Coiffure", 45);
const beard = service("beard", "Barbe", 30);
const shave = service("shave", "Barbe", 30);
const straightening = service("straight", "Défrisage", 90);
const colour = service("colour", "Coloration", 60, false);
const list = [cut, fade, beard, shave, straightening, colour];

const barber = (id: string, skippedServiceIds: string[] = []): BarberOffer => ({ id, name: id, photoUrl: null, skippedServiceIds, daysOff: [] });

describe("performersOf", () => {
  it("keeps the barbers who perform every service of the visit, in order", () => {
    const team = [barber("karim"), barber("lucas", ["shave"]), barber("yanis", ["cut"])];
    expect(performersOf(team, ["cut"]).map((b) => b.id)).toEqual(["karim", "lucas"]);
    expect(performersOf(team, ["fade", "shave"]).map((b) => b.id)).toEqual(["karim", "yanis"]);
    expect(performersOf(team, ["cut", "shave"]).map((b) => b.id)).toEqual(["karim"]);
    expect(performersOf([barber("lucas", ["shave"]), barber("yanis", ["cut"])], ["cut", "shave"])).toEqual([]);
  });
});

describe("visitFromParam", () => {
  it("reads the ids in order, the first one leading", () => {
    expect(visitFromParam(list, "beard,cut")).toEqual([beard, cut]);
    expect(visitFromParam(list, " cut , beard ")).toEqual([cut, beard]);
  });

  it("leaves out unknown, repeated and phone-only ids, and what does not fit", () => {
    expect(visitFromParam(list, "nope,cut,cut,colour,beard")).toEqual([cut, beard]);
    expect(visitFromParam(list, "colour")).toEqual([]);
    expect(visitFromParam(list, null)).toEqual([]);
    expect(visitFromParam(list, "")).toEqual([]);
    // 4 services at most…
    const many = Array.from({ length: 6 }, (_, i) => service(`s${i}`, "Coiffure", 15));
    expect(visitFromParam(many, many.map((s) => s.id).join(","))).toEqual(many.slice(0, 4));
    // …and 4 h in all: 90 + 45 + 45 + 30 > 240, the last one left out.
    expect(visitFromParam(list, "straight,cut,fade,beard,shave")).toEqual([straightening, cut, fade, beard]);
    expect(visitFromParam([...list, service("long", "Coiffure", 160)], "straight,long,beard")).toEqual([straightening, beard]);
  });
});

describe("addableServices", () => {
  it("offers the other services bookable online, by category in the list's order", () => {
    const groups = addableServices(list, [cut]);
    expect(groups.map((g) => [g.category, g.options.map((o) => o.service.id)])).toEqual([
      ["Coiffure", ["fade"]],
      ["Barbe", ["beard", "shave"]],
      ["Défrisage", ["straight"]],
    ]);
    expect(groups.flatMap((g) => g.options).every((o) => o.fits)).toBe(true);
    expect(firstAddable(groups)).toBe(fade);
  });

  it("marks what would make the visit longer than 4 h, and offers nothing once it holds 4 services", () => {
    const groups = addableServices(list, [straightening, fade, cut]);
    expect(groups.flatMap((g) => g.options).map((o) => [o.service.id, o.fits])).toEqual([
      ["beard", true],
      ["shave", true],
    ]);
    const long = service("long", "Coiffure", 160);
    const options = addableServices([...list, long], [straightening]).flatMap((g) => g.options);
    expect(options.find((o) => o.service.id === "long")?.fits).toBe(false);
    expect(options.find((o) => o.service.id === "cut")?.fits).toBe(true);
    const full = addableServices(list, [cut, fade, beard, shave]);
    expect(full.flatMap((g) => g.options).map((o) => [o.service.id, o.fits])).toEqual([["straight", false]]);
    expect(firstAddable(full)).toBeNull();
  });
});
