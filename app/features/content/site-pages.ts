/** Public pages listed in the sitemap (products and articles are added from their own sources). */
export const publicPages = [
  "/",
  "/about",
  "/blog",
  "/recrutement",
  "/shop",
  "/shop/barbe-rasage",
  "/shop/cheveux",
  "/shop/kits-barbe-rasage",
  "/shop/kits-cheveux",
  "/shop/carte-cadeau",
  "/carte-cadeau",
  "/contact",
  "/shipping-returns",
  "/payment",
  "/legal",
  "/sales-conditions",
  "/faq",
] as const;

/** Kept out of search engines: private, transactional or account pages. */
export const disallowedPaths = [
  "/admin",
  "/checkout",
  "/success",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/rendez-vous/",
  "/api/",
] as const;
