/** Links of the shared layout (spec §2 "Shared layout"), shared by the desktop bar and the mobile panel. */
export type NavLinkItem = { label: string; to: string };

export const SERVICES_ANCHOR = "services";

export const mainLinks = {
  about: { label: "À propos", to: "/about" },
  services: { label: "Services", to: `/#${SERVICES_ANCHOR}` },
  blog: { label: "Blog", to: "/blog" },
  recruitment: { label: "Recrutement", to: "/recrutement" },
} as const satisfies Record<string, NavLinkItem>;

export const shopLinks: NavLinkItem[] = [
  { label: "Tous les produits", to: "/shop" },
  { label: "Barbe & Rasage", to: "/shop/barbe-rasage" },
  { label: "Cheveux", to: "/shop/cheveux" },
];

export const KITS_LABEL = "Kits";

export const kitLinks: NavLinkItem[] = [
  { label: "Kits Barbe & Rasage", to: "/shop/kits-barbe-rasage" },
  { label: "Kits Cheveux", to: "/shop?category=kits-cheveux" },
];

export const footerLinks: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Boutique",
    links: [
      { label: "Boutique", to: "/shop" },
      { label: "Livraison et retours", to: "/shipping-returns" },
      { label: "Paiement sécurisé", to: "/payment" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Découvrir",
    links: [
      { label: "À propos", to: "/about" },
      { label: "Blog", to: "/blog" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  {
    title: "Légal",
    links: [
      { label: "Mentions légales", to: "/legal" },
      { label: "Conditions générales de vente", to: "/sales-conditions" },
    ],
  },
];
