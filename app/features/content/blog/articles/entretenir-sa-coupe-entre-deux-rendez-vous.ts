import type { BlogArticle } from "../types";
import { hoursBullets } from "./salon-facts";

export const article: BlogArticle = {
  slug: "entretenir-sa-coupe-entre-deux-rendez-vous",
  title: "Entretenir sa coupe entre deux rendez-vous : le guide expert",
  description:
    "Rythme des rendez-vous, lavage, séchage, dosage du produit coiffant : le guide expert de nos barbiers pour garder une coupe nette plus longtemps entre deux passages.",
  keywords: ["entretenir sa coupe", "fréquence coupe homme", "pâte coiffante", "coiffer cheveux courts homme", "barbier Paris 20e"],
  image: "/images/hero-boutique.webp",
  imageAlt:
    "Illustration des produits Monsieur Moustache rangés sur deux étagères en bois : shampoings, huile, lotion, crème de rasage, masque et pâte coiffante",
  publishedAt: "2026-09-08",
  readTime: "3 min",
  category: "Guide Expert",
  content: `
Une coupe réussie se juge le jour même, mais surtout trois semaines plus tard. Entre deux rendez-vous, quelques gestes simples font la différence entre une coupe qui garde sa forme et une coupe qui s'affaisse. Voici les conseils que nos barbiers donnent au fauteuil.

## À quel rythme revenir ?

Tout dépend de la coupe et de la vitesse de pousse de vos cheveux, d'environ un centimètre par mois en moyenne.

- Dégradé à blanc ou coupe très courte : toutes les deux à trois semaines, car le moindre millimètre se voit sur les côtés.
- Dégradé bas ou coupe courte classique : toutes les trois à quatre semaines.
- Coupe aux ciseaux, cheveux mi-longs : toutes les six à huit semaines, pour garder la forme sans sacrifier la longueur.

Le bon réflexe : programmer votre prochain rendez-vous avant que la coupe ne perde sa forme, pas après.

## Laver sans agresser

Les cheveux courts se chargent vite de produit coiffant, mais un lavage quotidien trop détergent assèche le cuir chevelu. Un shampoing doux, comme notre Shampoing Cheveux au romarin, peut s'utiliser souvent. Massez le cuir chevelu du bout des doigts, rincez longuement et évitez l'eau trop chaude, qui dessèche.

## Sécher dans le bon sens

Essorez en tamponnant avec la serviette, sans frotter. Pour du volume sur le dessus, séchez à l'air tiède en soulevant les cheveux à la racine, dans la direction où vous voulez les coiffer. C'est à ce moment que la coiffure se construit : le produit ne fait ensuite que la fixer.

## Bien doser son produit coiffant

- Pâte coiffante : une noisette, chauffée entre les paumes, appliquée de l'arrière vers l'avant sur cheveux secs. Notre Pâte Coiffante offre une fixation moyenne et un fini mat, et se retire à l'eau.
- Poudre texturisante : idéale pour les cheveux fins, à déposer directement sur les racines pour du volume sans effet gras.
- Dans tous les cas, commencez par peu de produit : il est plus facile d'en rajouter que d'en retirer.

## Ce qu'il vaut mieux ne pas faire soi-même

La tentation est grande de reprendre sa nuque ou ses contours à la tondeuse. Résultat fréquent : une ligne remontée trop haut, qu'il faudra des semaines pour rattraper. Si vos contours vous gênent avant la date prévue, le salon propose une prestation contours et finitions, pensée pour rafraîchir la nuque et les tempes entre deux coupes. Pour la barbe, même principe : égalisez la longueur si besoin, mais laissez les contours à votre barbier.

## Les petites habitudes qui comptent

- Dormez sur une taie en satin si vos cheveux bouclés s'emmêlent la nuit.
- Rincez vos cheveux à l'eau claire après la piscine : le chlore les assèche.
- Évitez la casquette sur cheveux mouillés, elle marque la forme pour la journée.

**En cas de doute, demandez : votre barbier connaît vos cheveux et leurs épis mieux que personne.**

## Au salon

Coupe + shampoing à 20 €, coupe + barbe à 25 €, formule complète à 35 € avec taille de barbe sculptée et soin visage : choisissez la prestation adaptée et réservez en ligne. Le salon est ouvert tous les jours :

${hoursBullets}

_Une coupe bien entretenue, c'est une coupe que l'on ne remarque pas pousser._
`,
};
