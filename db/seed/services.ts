import type { DepositKind, ServiceCategory } from "../schema";

type SeedService = {
  slug: string;
  title: string;
  description?: string;
  durationMinutes: number;
  priceCents: number;
  category: ServiceCategory;
  /** Arrhes asked online (none unless said). */
  depositKind?: DepositKind;
  depositValue?: number;
};

export const seedServices: SeedService[] = [
  {
    slug: "coupe-shampoing",
    category: "Coiffure",
    title: "Coupe + shampoing",
    durationMinutes: 30,
    priceCents: 2000,
    description: "Shampoing, coupe aux ciseaux ou à la tondeuse et coiffage.",
  },
  {
    slug: "coupe-degrade",
    category: "Coiffure",
    title: "Coupe dégradé",
    durationMinutes: 45,
    priceCents: 2300,
    description: "Dégradé américain, à blanc ou bas, contours au rasoir et finitions.",
  },
  {
    slug: "coupe-ciseaux",
    category: "Coiffure",
    title: "Coupe aux ciseaux",
    durationMinutes: 45,
    priceCents: 2500,
    description: "Coupe entièrement aux ciseaux pour les cheveux mi-longs et longs.",
  },
  {
    slug: "contours-finitions",
    category: "Coiffure",
    title: "Contours & finitions",
    durationMinutes: 15,
    priceCents: 800,
    description: "Reprise des contours et de la nuque entre deux coupes.",
  },
  {
    slug: "taille-barbe-sculptee",
    category: "Barbe",
    title: "Taille de barbe sculptée",
    durationMinutes: 30,
    priceCents: 1000,
    description: "Tracé, taille et contours au rasoir, huile de finition.",
  },
  {
    slug: "rasage-complet",
    category: "Barbe",
    title: "Rasage complet",
    durationMinutes: 30,
    priceCents: 1000,
    description: "Rasage traditionnel au coupe-chou avec serviette chaude.",
  },
  {
    slug: "barbe-serviette-chaude",
    category: "Barbe",
    title: "Barbe + serviette chaude",
    durationMinutes: 45,
    priceCents: 1800,
    description: "Taille sculptée, serviette chaude, masque et huile à barbe.",
    // The demonstration's service with arrhes: 10,00 € paid online when booking.
    depositKind: "fixed",
    depositValue: 1000,
  },
  {
    slug: "soin-visage",
    category: "Soins visage",
    title: "Soin visage",
    durationMinutes: 30,
    priceCents: 1500,
    description: "Nettoyage, gommage, masque et hydratation.",
  },
  {
    slug: "soin-visage-purifiant",
    category: "Soins visage",
    title: "Soin visage purifiant",
    durationMinutes: 45,
    priceCents: 2500,
    description: "Soin complet avec vapeur, masque à l'argile et massage.",
  },
  {
    slug: "formule-complete",
    category: "Formules",
    title: "Formule complète",
    durationMinutes: 60,
    priceCents: 3500,
    description: "Coupe, taille de barbe sculptée et soin visage.",
  },
  {
    slug: "coupe-barbe",
    category: "Formules",
    title: "Coupe + barbe",
    durationMinutes: 60,
    priceCents: 2500,
    description: "Coupe de cheveux et taille de barbe sculptée.",
  },
  {
    slug: "coloration-barbe",
    category: "Coloration, Défrisage",
    title: "Coloration barbe",
    durationMinutes: 30,
    priceCents: 1500,
    description: "Camouflage des poils blancs, teinte naturelle.",
  },
  { slug: "coloration-cheveux", category: "Coloration, Défrisage", title: "Coloration cheveux", durationMinutes: 60, priceCents: 3000 },
  {
    slug: "defrisage",
    category: "Coloration, Défrisage",
    title: "Défrisage",
    durationMinutes: 90,
    priceCents: 4000,
    description: "Lissage des cheveux crépus ou frisés, soin inclus.",
  },
  { slug: "coupe-enfant", category: "Juniors & Etudiant", title: "Coupe enfant (-12 ans)", durationMinutes: 30, priceCents: 1500 },
  {
    slug: "coupe-etudiant",
    category: "Juniors & Etudiant",
    title: "Coupe étudiant",
    durationMinutes: 30,
    priceCents: 1700,
    description: "Sur présentation de la carte étudiante.",
  },
];
