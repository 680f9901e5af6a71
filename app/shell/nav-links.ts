import { SERVICES_ANCHOR } from "~/features/booking/anchors";
import { ALL_PRODUCTS_LABEL, productCategoryLabels, type ProductCategory } from "~/features/catalog/categories";

/** Links of the shared layout (spec §2 "Shared layout"), shared by the desktop bar and the mobile panel. */
export type NavLinkItem = { label: string; to: string };

export const mainLinks = {
  about: { label: "À propos", to: "/about" },
  services: { label: "Services", to: `/#${SERVICES_ANCHOR}` },
  blog: { label: "Blog", to: "/blog" },
  recruitment: { label: "Recrutement", to: "/recrutement" },
} as const satisfies Record<string, NavLinkItem>;

const categoryLink = (category: ProductCategory, to = `/shop/${category}`): NavLinkItem => ({ label: productCategoryLabels[category], to });

export const shopLinks: NavLinkItem[] = [{ label: ALL_PRODUCTS_LABEL, to: "/shop" }, categoryLink("barbe-rasage"), categoryLink("cheveux")];

export const KITS_LABEL = "Kits";

// The spec's menu reaches 'Kits Cheveux' through the query form of the shop URL.
export const kitLinks: NavLinkItem[] = [categoryLink("kits-barbe-rasage"), categoryLink("kits-cheveux", "/shop?category=kits-cheveux")];

export const footerLinks: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Boutique",
    links: [
      { label: "Boutique", to: "/shop" },
      // The gift card's balance, for whoever holds a code (the card itself is sold in the shop).
      { label: "Solde d'une carte cadeau", to: "/carte-cadeau" },
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

/** The 'Boutique' trigger, the same before and after its dropdown's code arrives. */
export const shopMenuTriggerClass =
  "group inline-flex h-10 items-center gap-1 rounded px-3 text-sm tracking-wide text-paper/90 hover:text-brass data-[state=open]:text-brass";

/** The account menu's trigger (signed in), the same before and after its dropdown's code arrives. */
export const accountTriggerClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-paper/90 hover:bg-paper/10 hover:text-brass data-[state=open]:text-brass";

export const accountMenuLabel = (email: string) => `Mon compte (${email})`;
