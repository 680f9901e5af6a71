/**
 * Everything the site holds about one client (RGPD art. 15 and 20), as plain data: what the JSON
 * download is, and what the readable page shows. Never a password hash, a session token, a private
 * link's hash nor a mail's sealed content. Dates are ISO instants, days `YYYY-MM-DD`, money in cents.
 */
export type ClientExport = {
  generatedAt: string;
  client: { id: string; name: string; email: string | null; phone: string; createdAt: string; erasedAt: string | null };
  notes: Array<{ body: string; createdAt: string }>;
  bookings: Array<{
    id: string;
    date: string;
    time: string;
    title: string;
    durationMinutes: number;
    priceCents: number;
    status: string;
    channel: string;
    barber: string;
    /** The name and phone the booking was made with. */
    name: string;
    phone: string;
    createdAt: string;
    cancelledAt: string | null;
    noShow: boolean;
    smsReminder: boolean;
    services: Array<{ title: string; durationMinutes: number; priceCents: number }>;
    deposit: {
      amountCents: number;
      status: string;
      provider: string | null;
      paidAt: string | null;
      settledAt: string | null;
      compensationCents: number;
    } | null;
    sms: Array<{ type: string; to: string; text: string; status: string; createdAt: string; sentAt: string | null }>;
  }>;
  reviewRequests: Array<{ bookingId: string; email: string; queuedAt: string; expiresAt: string; usedAt: string | null }>;
  reviews: Array<{ bookingId: string | null; name: string; rating: number; comment: string; status: string; createdAt: string }>;
  productReviews: Array<{ product: string; firstName: string | null; lastName: string | null; rating: number; comment: string; createdAt: string }>;
  waitlist: Array<{ date: string; services: string[]; barber: string | null; email: string; phone: string | null; toldAt: string | null; createdAt: string }>;
  waitlistNotices: Array<{ createdAt: string }>;
  newsletter: {
    status: string;
    createdAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
    discountCode: string | null;
    discountUsed: boolean;
    received: Array<{ subject: string; queuedAt: string }>;
  } | null;
  mailOptOuts: Array<{ list: string; createdAt: string }>;
  mails: Array<{ type: string; subject: string; status: string; createdAt: string; sentAt: string | null }>;
  account: {
    name: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    emailVerified: boolean;
    createdAt: string;
    sessions: number;
  } | null;
  orders: Array<{
    number: string;
    status: string;
    createdAt: string;
    email: string;
    deliveryMode: string;
    shippingAddress: Record<string, string> | null;
    items: Array<{ name: string; quantity: number; priceCents: number }>;
    subtotalCents: number;
    deliveryFeeCents: number;
    discountCents: number;
    totalCents: number;
    paymentProvider: string;
    refundStatus: string;
  }>;
  invoices: Array<{ number: string; kind: string; issuedAt: string; totalCents: number; reference: string; customerName: string; addressLines: string[] }>;
  paymentIncidents: Array<{ email: string; amountCents: number; currency: string; reason: string; createdAt: string; resolvedAt: string | null }>;
  contactMessages: Array<{ name: string; subject: string; message: string; createdAt: string }>;
  jobApplications: Array<{ firstName: string; lastName: string; dateOfBirth: string; phone: string | null; cvFilename: string; createdAt: string }>;
  /** Gift cards bought or received by the client's address (never their code: its last four characters). */
  giftCards: Array<{
    role: "buyer" | "recipient";
    last4: string;
    initialCents: number;
    balanceCents: number;
    recipientName: string;
    message: string;
    sendOn: string;
    validUntil: string;
    issuedAt: string;
  }>;
};

/** What the erasure will do, said on the page before it is confirmed. */
export type ErasurePlan = {
  /** Appointments still to come, cancelled first (their arrhes as when the client cancels). */
  upcoming: Array<{ date: string; time: string; title: string; deposit: { amountCents: number; refundable: boolean } | null }>;
  /** Times held for arrhes not paid yet: released. */
  held: number;
  pastBookings: number;
  orders: number;
  invoices: number;
  reviews: number;
  notes: number;
  waits: number;
  newsletter: boolean;
  mails: number;
  account: boolean;
  optOuts: number;
  paymentIncidents: number;
  messages: number;
};

/** `client-2026-11-29-1a2b3c4d.json`: the day (Paris) and the first 8 characters of the client's id. */
export const exportFilename = (clientId: string, day: string, extension: "json" | "html") => `client-${day}-${clientId.slice(0, 8)}.${extension}`;

/** The JSON download: pretty-printed, keys in English. */
export const exportJson = (data: ClientExport) => `${JSON.stringify(data, null, 2)}\n`;
