import { describe, expect, it } from "vitest";
import { seedServices } from "~db/seed/services";
import { quotedServices } from "./service-prices";

describe("prices quoted by the FAQ", () => {
  it.each(quotedServices)("$title matches the service catalogue", (quoted) => {
    const service = seedServices.find((s) => s.slug === quoted.slug);
    expect(service, quoted.slug).toBeDefined();
    expect(service?.title).toBe(quoted.title);
    expect(service?.priceCents).toBe(quoted.priceCents);
  });
});
