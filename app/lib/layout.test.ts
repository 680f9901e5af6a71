import { describe, expect, it } from "vitest";
import { resolveSwitches } from "./layout";

describe("layout switches", () => {
  it("shows every block by default", () => {
    expect(resolveSwitches([undefined, {}])).toEqual({
      announcement: true,
      deliveryStrip: true,
      newsletter: true,
      footer: true,
      admin: false,
    });
  });

  it("lets the deepest route hide blocks or take the admin shell", () => {
    expect(resolveSwitches([{}, { layout: { newsletter: false, deliveryStrip: false } }])).toMatchObject({
      newsletter: false,
      deliveryStrip: false,
      footer: true,
    });
    expect(resolveSwitches([{}, { admin: true }, {}]).admin).toBe(true);
  });
});
