import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Read side by side with the route table of the specification (section 2).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("recrutement", "routes/recrutement.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  // The gift card: its own page beside the categories (an amount or a service, to add to the cart).
  route("shop/carte-cadeau", "routes/gift-card-shop.tsx"),
  route("shop/:category", "routes/shop.tsx", { id: "shop-category" }),
  route("shop/product/:id", "routes/product.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("success", "routes/success.tsx"),
  route("account/orders", "routes/account-orders.tsx"),
  route("account/bookings", "routes/account-bookings.tsx"),
  route("account/confirm-email/:token", "routes/account-confirm-email.ts"),
  // The PDF of an invoice or credit note of one's own order.
  route("account/invoices/:number", "routes/account-invoice.ts"),
  route("shipping-returns", "routes/shipping-returns.tsx"),
  route("payment", "routes/payment.tsx"),
  route("contact", "routes/contact.tsx"),
  route("legal", "routes/legal.tsx"),
  route("sales-conditions", "routes/sales-conditions.tsx"),
  route("faq", "routes/faq.tsx"),
  // Anyone with a gift card's code: its balance and its end of validity.
  route("carte-cadeau", "routes/gift-card-balance.tsx"),
  // The page of a review request's private link: stars and a comment, sent once ('Avis vérifié').
  route("avis/:token", "routes/review-request.tsx"),
  // The newsletter's confirmation link (double opt-in): confirms, and gives the welcome code.
  route("newsletter/confirmation/:token", "routes/newsletter-confirm.tsx"),
  // A list's unsubscribe link, and the one-click POST of a mail client (RFC 8058).
  route("desinscription/:token", "routes/unsubscribe.tsx"),
  // Paying a held booking's arrhes, from the browser that booked (its payment token).
  route("arrhes/:token", "routes/deposit-payment.tsx"),
  // The waiting list's private link: stop waiting for a time on that day.
  route("liste-attente/:token", "routes/waitlist-stop.tsx"),
  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    route("invoices/:number", "routes/admin/invoice.ts"),
    // 'Déconnexion': a form's POST, so it works before the page's scripts have run.
    route("deconnexion", "routes/admin/sign-out.ts"),
    // A new secret address of a calendar feed (posted by the team's page).
    route("equipe/abonnement", "routes/admin/calendar-feed.ts"),
    // The confirmed subscribers as a CSV file.
    route("newsletter/abonnes.csv", "routes/admin/newsletter-export.ts"),
    // A chart of the dashboard as a CSV file (?graphique=…&periode=…&date=…).
    route("tableau-de-bord/donnees.csv", "routes/admin/dashboard-csv.ts"),
    // The accountant's month (?mois=YYYY-MM): the invoices and credit notes as a CSV, their PDFs as a ZIP.
    route("comptabilite/factures.csv", "routes/admin/accounting-csv.ts"),
    route("comptabilite/factures.zip", "routes/admin/accounting-zip.ts"),
    // Everything held about a client (RGPD, right of access): one JSON file, one readable page.
    route("clients/:id/export.json", "routes/admin/client-export-json.ts"),
    route("clients/:id/export.html", "routes/admin/client-export-html.ts"),
    layout("routes/admin/shell.tsx", [
      route("tableau-de-bord", "routes/admin/dashboard.tsx"),
      route("clients", "routes/admin/clients.tsx"),
      route("clients/:id", "routes/admin/client.tsx"),
      // A client's data rights: the export, and erasing them (what is kept, and why).
      route("clients/:id/donnees", "routes/admin/client-data.tsx"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("agenda", "routes/admin/agenda.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      // Gift cards: search, 'Encaisser une carte cadeau' (?rdv=<booking> from a booking), each card's ledger.
      route("cartes-cadeaux", "routes/admin/gift-cards.tsx"),
      route("cartes-cadeaux/:id", "routes/admin/gift-card.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("hours", "routes/admin/hours.tsx"),
      route("equipe", "routes/admin/team.tsx"),
      route("prestations", "routes/admin/services.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/envois", "routes/admin/newsletter-campaigns.tsx"),
      route("newsletter/envois/:id", "routes/admin/newsletter-campaign.tsx"),
      route("emails", "routes/admin/emails.tsx"),
      route("emails/:id", "routes/admin/email.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  // Uploaded product images, in their web sizes (content-hashed names, cached for a year).
  route("media/products/:file", "routes/media.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/booking/slots", "routes/api/booking-slots.ts"),
  route("api/bookings", "routes/api/bookings.ts"),
  // Paying a held booking's arrhes (demonstration, or PayPal's create and capture).
  route("api/bookings/arrhes", "routes/api/booking-deposit.ts"),
  route("api/waitlist", "routes/api/waitlist.ts"),
  route("api/cart", "routes/api/cart.ts"),
  route("api/address", "routes/api/address.ts"),
  route("api/paypal", "routes/api/paypal.ts"),
  // Private link sent with the confirmation: view or cancel one's appointment.
  route("rendez-vous/:token", "routes/booking-manage.tsx"),
  route("r/:token", "routes/sms-link.ts"),
  // A barber's (or the salon's) calendar feed, subscribed to from a phone: /agenda/<token>.ics.
  route("agenda/:token", "routes/calendar-feed.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
