// A dashboard worked out by hand, for the page's and the CSV's unit tests.
import type { Dashboard, Figures } from "./types";

export function emptyFigures(): Figures {
  return {
    servicesRevenueCents: 0,
    shopRevenueCents: 0,
    depositsInvoicedCents: 0,
    invoicedNetCents: 0,
    visits: 0,
    begunAppointments: 0,
    noShows: 0,
    newClients: 0,
    returningClients: 0,
    rebooking: { visits: 0, rebooked: 0 },
    fill: [],
    topServices: [],
    topProducts: [],
    channels: { online: 0, phone: 0 },
    giftCards: { soldCents: 0, spentShopCents: 0, spentSalonCents: 0, outstandingCents: 0 },
    revenue: [],
  };
}

export function fixtureDashboard(): Dashboard {
  return {
    period: { kind: "mois", from: "2026-11-01", to: "2026-12-01", label: "novembre 2026" },
    previous: { kind: "mois", from: "2026-10-01", to: "2026-11-01", label: "octobre 2026" },
    current: {
      servicesRevenueCents: 123_450,
      shopRevenueCents: 4_590,
      depositsInvoicedCents: 1_000,
      invoicedNetCents: 5_590,
      visits: 40,
      begunAppointments: 44,
      noShows: 4,
      newClients: 10,
      returningClients: 25,
      rebooking: { visits: 40, rebooked: 5 },
      fill: [
        { barberId: "b1", name: "Karim", bookedMinutes: 600, openMinutes: 1200 },
        { barberId: "b2", name: "=cmd|' /C calc'!A0", bookedMinutes: 0, openMinutes: 0 },
      ],
      topServices: [
        { title: "Coupe homme", count: 30, revenueCents: 90_000 },
        { title: "Barbe; soin", count: 10, revenueCents: 33_450 },
      ],
      topProducts: [{ name: "<script>alert(1)</script>", quantity: 3, revenueCents: 4_590 }],
      channels: { online: 30, phone: 14 },
      giftCards: { soldCents: 5_000, spentShopCents: 3_000, spentSalonCents: 2_000, outstandingCents: 0 },
      revenue: [
        { label: "1", from: "2026-11-01", servicesCents: 0, shopCents: 0 },
        { label: "2", from: "2026-11-02", servicesCents: 123_450, shopCents: 4_590 },
      ],
    },
    before: {
      ...emptyFigures(),
      servicesRevenueCents: 110_000,
      visits: 50,
      begunAppointments: 50,
      noShows: 2,
      rebooking: { visits: 50, rebooked: 10 },
      fill: [{ barberId: "b1", name: "Karim", bookedMinutes: 300, openMinutes: 1200 }],
      topServices: [{ title: "Coupe homme", count: 20, revenueCents: 60_000 }],
      channels: { online: 10, phone: 10 },
      revenue: [{ label: "1", from: "2026-10-01", servicesCents: 110_000, shopCents: 0 }],
    },
    today: { date: "2026-11-20", barbers: [], ordersToPrepare: 0, reviewsToModerate: 0, waitlistWaits: 0 },
  };
}
