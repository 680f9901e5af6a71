import { FREE_DELIVERY_FROM } from "~/features/orders/pricing-texts";
import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "guide-entretien-barbe-produits-naturels-paris",
  title: "Entretien de la barbe : le guide des produits naturels de votre barbier parisien",
  description:
    "Laver, nourrir, réparer, discipliner : la routine d'entretien de la barbe expliquée par nos barbiers de Paris 20e, avec des soins naturels fabriqués en France.",
  keywords: ["entretien barbe", "huile à barbe naturelle", "produits barbe naturels", "barbier Paris 20e", "soin barbe fabriqué en France"],
  image: "/images/gallery/produits-naturels.webp",
  imageAlt: "Illustration des soins Monsieur Moustache : poudre texturisante, huile, shampoing et masque pour la barbe, pâte coiffante, sur fond de feuillage",
  publishedAt: "2025-10-12",
  readTime: "3 min",
  category: "Soins",
  content: `
Une belle barbe ne doit rien au hasard. Elle pousse sur une peau qu'il faut respecter, elle retient les impuretés de la journée et elle se dessèche vite, surtout en hiver. Bonne nouvelle : cinq minutes par jour suffisent, à condition d'adopter les bons gestes et les bons produits. Voici la routine que nous conseillons au salon.

## Pourquoi des produits naturels ?

La peau sous la barbe est souvent plus sensible qu'on ne le croit. Les formules riches en alcool ou en parfums de synthèse peuvent l'assécher et provoquer démangeaisons et pellicules. Les soins que nous utilisons au salon et proposons dans notre boutique contiennent de 95 à 100 % d'ingrédients d'origine naturelle et sont fabriqués en France : huiles végétales, beurre de karité, extraits de plantes. Des actifs simples, connus, et une liste d'ingrédients que l'on peut lire sans dictionnaire.

## Étape 1 : laver sans décaper

Lavez votre barbe deux à trois fois par semaine avec un nettoyant dédié, comme notre Shampoing Barbe à l'hamamélis et au cèdre. Un shampoing pour cheveux est souvent trop détergent pour la peau du visage. Massez du bout des doigts pour atteindre la peau, rincez à l'eau tiède, puis séchez en tamponnant, sans frotter.

## Étape 2 : nourrir chaque jour

L'huile est le geste essentiel. Sur une barbe propre et légèrement humide, répartissez deux à quatre gouttes d'Huile Barbe entre vos paumes, puis massez de la peau vers les pointes. Le jojoba assouplit les poils, l'argan leur donne de la brillance et la vitamine E protège la peau du dessèchement. Pour une barbe longue, augmentez la dose progressivement plutôt que d'en mettre trop d'un coup.

## Étape 3 : réparer une fois par semaine

Si vos poils sont rêches ou cassants, appliquez le Masque Barbe une fois par semaine : cinq minutes de pose suffisent. Le karité répare et adoucit les poils abîmés, l'argile blanche purifie la peau sans l'assécher.

## Étape 4 : discipliner et tailler

- Peignez votre barbe chaque matin, dans le sens de la pousse, avec un peigne à dents larges.
- Passez une brosse en poils naturels pour répartir l'huile et discipliner les épis.
- Égalisez la longueur à la tondeuse si besoin, mais laissez les contours à votre barbier : une ligne de joue ou de cou trop remontée se rattrape difficilement.
- Après le rasage des contours, une lotion sans alcool comme notre Lotion Cryo Après Rasage calme le feu du rasoir.

## Les erreurs les plus fréquentes

- Laver sa barbe tous les jours au savon : la peau s'assèche et démange.
- Couper trop tôt : laissez pousser quatre à six semaines avant de juger la forme.
- Oublier la peau : les pellicules de barbe viennent souvent d'une peau sèche, que l'huile aide à nourrir.
- Multiplier les produits : un nettoyant, une huile et un masque couvrent l'essentiel.

**Au salon : taille de barbe sculptée à 10 €, rasage complet à 10 €, soin visage à 15 €.**

Une taille de barbe sculptée toutes les deux à quatre semaines garde des contours nets et une forme adaptée à votre visage. Pour un moment complet, la formule coupe + barbe est à 25 €, et la formule complète à 35 € ajoute un soin visage. Profitez-en pour demander conseil : nous vous montrerons la bonne quantité d'huile et les bons gestes, directement sur votre barbe.

Vous retrouverez ces soins, et les kits qui les associent, dans notre boutique en ligne, avec une livraison offerte dès ${FREE_DELIVERY_FROM} d'achat ou un retrait au salon.

_Une barbe se cultive : un peu chaque jour, et un passage régulier au fauteuil._
`,
};
