/** The salon's identity: shown on pages, in e-mails and in structured data. */
export const salon = {
  name: "Monsieur Moustache",
  tagline: "Barbier à Paris 20e",
  address: {
    street: "18 avenue Gambetta",
    postalCode: "75020",
    city: "Paris",
    district: "Paris 20e",
    country: "FR",
  },
  geo: { latitude: 48.8649, longitude: 2.3986 },
  phone: "01 43 58 20 20",
  phoneHref: "tel:+33143582020",
  email: "contact@monsieur-moustache.fr",
  rating: { value: 5.0, count: 255 },
  reviewsUrl: "https://www.google.com/maps/search/?api=1&query=Monsieur+Moustache+Barbier+Paris+20",
  social: [
    { name: "Instagram", href: "https://www.instagram.com/monsieurmoustache.paris" },
    { name: "Facebook", href: "https://www.facebook.com/monsieurmoustache.paris" },
    { name: "TikTok", href: "https://www.tiktok.com/@monsieurmoustache.paris" },
    { name: "YouTube", href: "https://www.youtube.com/@monsieurmoustache.paris" },
  ],
  legal: {
    companyName: "Monsieur Moustache SAS",
    legalForm: "Société par actions simplifiée",
    shareCapital: "5 000 €",
    rcs: "RCS Paris 912 345 678",
    siret: "912 345 678 00014",
    vatNumber: "FR 27 912345678",
    publicationDirector: "Karim Benali",
    host: {
      name: "OVH SAS",
      address: "2 rue Kellermann, 59100 Roubaix, France",
      phone: "1007",
    },
    mediator: {
      name: "CM2C – Centre de la Médiation de la Consommation de Conciliateurs de Justice",
      url: "https://www.cm2c.net",
    },
  },
} as const;

export const fullAddress = `${salon.address.street}, ${salon.address.postalCode} ${salon.address.city}`;

/**
 * The salon's usual week, Europe/Paris wall-clock: blocks are [open, close) in "HH:MM", Monday = 1 …
 * Sunday = 7. The admin's 'Horaires' screen stores the week in the database; until it is saved, these.
 */
export const openingHours: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, ReadonlyArray<readonly [string, string]>> = {
  1: [["10:00", "20:00"]],
  2: [["10:00", "20:00"]],
  3: [["10:00", "20:00"]],
  4: [["10:00", "20:00"]],
  5: [
    ["10:00", "12:30"],
    ["15:00", "20:00"],
  ],
  6: [["10:00", "20:00"]],
  7: [["10:00", "20:00"]],
};
