// What the owner's dashboard ('Tableau de bord') shows: the figures of a period beside the period
// before, and today's view. Worked out on the server (figures.server.ts), drawn by the admin page.
// No ORM import: the page's code may use these types.

/** A week (Monday to Sunday), a calendar month or a calendar year, in Paris dates. */
export type PeriodKind = "semaine" | "mois" | "annee";

export type Period = {
  kind: PeriodKind;
  /** First day, "YYYY-MM-DD" (Paris). */
  from: string;
  /** The day after the last one, "YYYY-MM-DD" (Paris): the period is [from, to). */
  to: string;
  /** « semaine du 23 novembre 2026 », « novembre 2026 », « 2026 ». */
  label: string;
};

export type BarberFill = {
  barberId: string;
  name: string;
  /** Minutes of confirmed appointments (absences marked included: the chair was kept for them). */
  bookedMinutes: number;
  /** Minutes the barber works in their hours over the period, closures and absences taken out. */
  openMinutes: number;
};

/** One bar of the revenue chart: a day of a week or month, a month of a year. */
export type RevenuePoint = {
  /** « lun. 23 », « 23 », « nov. ». */
  label: string;
  /** Its first day, "YYYY-MM-DD". */
  from: string;
  servicesCents: number;
  shopCents: number;
};

export type Figures = {
  /** Booked prices of the visits honoured (confirmed, ended, not 'Absent'), plus arrhes kept on visits not honoured: each counted once. */
  servicesRevenueCents: number;
  /** Shop, including delivery: the orders' invoices less their credit notes, issued in the period (TTC), without the gift cards they sold and with what cards paid of them. */
  shopRevenueCents: number;
  /** Arrhes invoiced less arrhes refunded (credit notes), issued in the period (TTC). */
  depositsInvoicedCents: number;
  /** Every invoice less every credit note issued in the period (TTC): the accountant's CSV total. */
  invoicedNetCents: number;
  /** Visits honoured. */
  visits: number;
  /** Confirmed appointments begun in the period, and those marked 'Absent'. */
  begunAppointments: number;
  noShows: number;
  /** Clients with a visit honoured in the period: their first ever (new) or not (returning). */
  newClients: number;
  returningClients: number;
  /** Visits honoured in the period, and those followed by another confirmed booking of the client starting within 6 weeks (42 days) of the visit's day. */
  rebooking: { visits: number; rebooked: number };
  fill: BarberFill[];
  /** Services of the visits honoured, most done first (at most 5). */
  topServices: Array<{ title: string; count: number; revenueCents: number }>;
  /** Products of the orders placed in the period and not cancelled, most sold first (at most 5). */
  topProducts: Array<{ name: string; quantity: number; revenueCents: number }>;
  /** Confirmed bookings whose appointment falls in the period, by how they were made. */
  channels: { online: number; phone: number };
  /**
   * Gift cards (docs/decisions/0033): sold (card lines of the invoices less credit notes of the
   * period), taken from cards in the shop and at the salon (spent less given back), and what the
   * cards still valid on the period's last day held at its end.
   */
  giftCards: { soldCents: number; spentShopCents: number; spentSalonCents: number; outstandingCents: number };
  revenue: RevenuePoint[];
};

export type TodayBarber = {
  barberId: string;
  name: string;
  appointments: number;
  /** The next appointment still to come today. */
  next: { time: string; title: string; customerName: string } | null;
};

export type TodayView = {
  /** "YYYY-MM-DD", Paris. */
  date: string;
  barbers: TodayBarber[];
  ordersToPrepare: number;
  reviewsToModerate: number;
  /** People waiting on the waiting list for today or a later day. */
  waitlistWaits: number;
};

export type Dashboard = {
  period: Period;
  previous: Period;
  current: Figures;
  before: Figures;
  today: TodayView;
};
