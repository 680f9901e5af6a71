import type { ActiveIngredient, ProductCategory } from "../schema";

type SeedProduct = {
  slug: string;
  name: string;
  category: ProductCategory;
  priceCents: number;
  referencePriceCents?: number;
  stock: number;
  isBestseller?: boolean;
  description: string;
  usage: string;
  testedAndApproved: string;
  ingredients: string;
  kitContents?: string[];
  activeIngredients: ActiveIngredient[];
};

const img = (slug: string) => `/images/products/${slug}.webp`;
export const productImages = (slug: string) => ({ imageUrl: img(slug), imageUrls: [img(slug), `/images/products/${slug}-2.webp`] });

// Listed in the shop's default order (spec section 9): the six leaders first, kits last. The demo
// shows a product nearly sold out (Crème de Rasage) and one sold out (Poudre Texturisante).
export const seedProducts: SeedProduct[] = [
  {
    slug: "huile-barbe",
    name: "Huile Barbe",
    category: "barbe-rasage",
    priceCents: 1999,
    stock: 40,
    isBestseller: true,
    description:
      "Une huile légère qui nourrit la barbe et la peau en dessous, adoucit les poils et parfume discrètement de notes boisées. 98 % d'ingrédients d'origine naturelle, fabriquée en France.",
    usage:
      "Déposez 3 à 5 gouttes dans la paume, réchauffez entre les mains puis massez la barbe à rebrousse-poil jusqu'à la peau. Peignez pour finir. Idéal après la douche, sur barbe sèche ou légèrement humide.",
    testedAndApproved: "Utilisée chaque jour au salon après chaque taille de barbe. Testée sous contrôle dermatologique.",
    ingredients: "Huile de jojoba*, huile d'argan*, huile de noyau d'abricot, huile de ricin, vitamine E, parfum naturel. *Issus de l'agriculture biologique.",
    activeIngredients: [
      { name: "Jojoba", benefit: "Régule le sébum et assouplit les poils." },
      { name: "Argan", benefit: "Nourrit et apporte de la brillance." },
      { name: "Vitamine E", benefit: "Protège la peau du dessèchement." },
    ],
  },
  {
    slug: "masque-barbe",
    name: "Masque Barbe",
    category: "barbe-rasage",
    priceCents: 1999,
    stock: 25,
    description: "Un masque riche qui répare les barbes sèches et rêches en une pose de cinq minutes. 96 % d'ingrédients d'origine naturelle.",
    usage: "Une à deux fois par semaine, après le shampoing, appliquez une noisette sur barbe humide. Laissez poser 5 minutes puis rincez à l'eau tiède.",
    testedAndApproved: "Adopté par nos barbiers pour les barbes longues et les peaux sensibles.",
    ingredients: "Beurre de karité*, argile blanche, huile de coco*, glycérine végétale, aloe vera*. *Issus de l'agriculture biologique.",
    activeIngredients: [
      { name: "Karité", benefit: "Répare et adoucit les poils abîmés." },
      { name: "Argile blanche", benefit: "Purifie la peau sans l'assécher." },
    ],
  },
  {
    slug: "shampoing-barbe",
    name: "Shampoing Barbe",
    category: "barbe-rasage",
    priceCents: 1699,
    stock: 35,
    description: "Un nettoyant doux pour la barbe et le visage, qui élimine impuretés et résidus sans irriter. 95 % d'ingrédients d'origine naturelle.",
    usage: "Faites mousser une petite quantité sur barbe mouillée, massez 30 secondes puis rincez abondamment.",
    testedAndApproved: "Utilisé au salon avant chaque soin de barbe.",
    ingredients: "Eau florale d'hamamélis, base lavante douce d'origine végétale, aloe vera*, huile essentielle de cèdre. *Issu de l'agriculture biologique.",
    activeIngredients: [
      { name: "Hamamélis", benefit: "Apaise et resserre les pores." },
      { name: "Cèdre", benefit: "Assainit et parfume." },
    ],
  },
  {
    slug: "lotion-cryo-apres-rasage",
    name: "Lotion Cryo Après Rasage",
    category: "barbe-rasage",
    priceCents: 1899,
    stock: 30,
    description:
      "Une lotion fraîche sans alcool qui calme instantanément le feu du rasoir et limite les poils incarnés. 97 % d'ingrédients d'origine naturelle.",
    usage: "Après le rasage, appliquez quelques gouttes sur la peau propre en tapotant. Ne rincez pas.",
    testedAndApproved: "Appliquée après chaque rasage complet au salon.",
    ingredients: "Eau de bleuet*, menthol naturel, allantoïne, panthénol, extrait de concombre. *Issu de l'agriculture biologique.",
    activeIngredients: [
      { name: "Menthol", benefit: "Effet froid immédiat." },
      { name: "Allantoïne", benefit: "Répare la peau après le rasoir." },
    ],
  },
  {
    slug: "shampoing-cheveux",
    name: "Shampoing Cheveux",
    category: "cheveux",
    priceCents: 1599,
    stock: 35,
    description:
      "Un shampoing quotidien pour cheveux courts et mi-longs, qui lave en douceur et respecte le cuir chevelu. 95 % d'ingrédients d'origine naturelle.",
    usage: "Appliquez sur cheveux mouillés, massez le cuir chevelu, rincez. Renouvelez si nécessaire.",
    testedAndApproved: "Le shampoing de nos bacs, jour après jour.",
    ingredients:
      "Base lavante douce d'origine végétale, protéines de blé, extrait de romarin*, huile essentielle de menthe poivrée. *Issu de l'agriculture biologique.",
    activeIngredients: [
      { name: "Romarin", benefit: "Tonifie le cuir chevelu." },
      { name: "Protéines de blé", benefit: "Renforcent la fibre." },
    ],
  },
  {
    slug: "pate-coiffante",
    name: "Pâte Coiffante",
    category: "cheveux",
    priceCents: 2299,
    stock: 40,
    isBestseller: true,
    description:
      "Une pâte à fixation moyenne et fini mat, qui structure la coiffure sans la figer et se retire à l'eau. 96 % d'ingrédients d'origine naturelle.",
    usage: "Réchauffez une noisette entre les doigts et travaillez sur cheveux secs ou légèrement humides, mèche par mèche.",
    testedAndApproved: "La finition de la plupart des coupes du salon.",
    ingredients: "Cire de candelilla, beurre de karité*, argile kaolin, huile de ricin, parfum naturel. *Issu de l'agriculture biologique.",
    activeIngredients: [
      { name: "Candelilla", benefit: "Tenue souple et naturelle." },
      { name: "Kaolin", benefit: "Fini mat, sans effet gras." },
    ],
  },
  {
    slug: "creme-de-rasage",
    name: "Crème de Rasage",
    category: "barbe-rasage",
    priceCents: 1499,
    stock: 4,
    description: "Une crème onctueuse qui prépare la peau et fait glisser la lame, pour un rasage net et sans irritation.",
    usage: "Appliquez au blaireau ou du bout des doigts sur peau humide, rasez dans le sens du poil puis rincez.",
    testedAndApproved: "Utilisée pour nos rasages complets au coupe-chou.",
    ingredients: "Beurre de karité*, huile d'olive, glycérine végétale, eucalyptus. *Issu de l'agriculture biologique.",
    activeIngredients: [{ name: "Eucalyptus", benefit: "Rafraîchit et purifie." }],
  },
  {
    slug: "poudre-texturisante",
    name: "Poudre Texturisante",
    category: "cheveux",
    priceCents: 1799,
    stock: 0,
    description: "Une poudre invisible qui donne du volume et de la texture aux cheveux fins, fini mat.",
    usage: "Saupoudrez légèrement sur les racines de cheveux secs puis travaillez du bout des doigts.",
    testedAndApproved: "Idéale pour les coiffures texturées et décoiffées.",
    ingredients: "Silice végétale, amidon de riz, extrait de bambou.",
    activeIngredients: [{ name: "Bambou", benefit: "Volume léger et durable." }],
  },
  {
    slug: "duo-barbe-shampoing-huile",
    name: "Duo Barbe Shampoing + Huile",
    category: "kits-barbe-rasage",
    priceCents: 3290,
    referencePriceCents: 3698,
    stock: 15,
    description: "Le rituel essentiel de la barbe : un shampoing doux pour nettoyer, une huile pour nourrir et discipliner.",
    usage: "Lavez la barbe avec le shampoing, séchez, puis appliquez 3 à 5 gouttes d'huile.",
    testedAndApproved: "Le duo que nos barbiers conseillent pour débuter.",
    ingredients: "Voir la composition de chaque produit du kit.",
    kitContents: ["Shampoing Barbe", "Huile Barbe"],
    activeIngredients: [
      { name: "Hamamélis", benefit: "Apaise la peau." },
      { name: "Jojoba", benefit: "Assouplit les poils." },
    ],
  },
  {
    slug: "trio-barbe-shampoing-huile-masque",
    name: "Trio Barbe Shampoing + Huile + Masque",
    category: "kits-barbe-rasage",
    priceCents: 4990,
    referencePriceCents: 5697,
    stock: 10,
    description: "Le soin complet de la barbe : nettoyer, réparer, nourrir.",
    usage: "Shampoing à chaque lavage, masque une à deux fois par semaine, huile chaque jour.",
    testedAndApproved: "La routine complète de nos barbiers pour les barbes longues.",
    ingredients: "Voir la composition de chaque produit du kit.",
    kitContents: ["Shampoing Barbe", "Huile Barbe", "Masque Barbe"],
    activeIngredients: [
      { name: "Karité", benefit: "Répare les poils abîmés." },
      { name: "Argan", benefit: "Nourrit et fait briller." },
    ],
  },
  {
    slug: "kit-soin-coiffage-cheveux",
    name: "Kit Soin & Coiffage Cheveux",
    category: "kits-cheveux",
    priceCents: 3490,
    referencePriceCents: 3898,
    stock: 12,
    description: "Un shampoing respectueux du cuir chevelu et la pâte coiffante préférée du salon.",
    usage: "Lavez avec le shampoing puis coiffez avec une noisette de pâte sur cheveux secs.",
    testedAndApproved: "La routine cheveux que nous recommandons après une coupe.",
    ingredients: "Voir la composition de chaque produit du kit.",
    kitContents: ["Shampoing Cheveux", "Pâte Coiffante"],
    activeIngredients: [
      { name: "Romarin", benefit: "Tonifie le cuir chevelu." },
      { name: "Candelilla", benefit: "Tenue souple." },
    ],
  },
];
