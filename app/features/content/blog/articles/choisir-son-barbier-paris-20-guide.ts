import { fullAddress } from "~/lib/salon";
import type { BlogArticle } from "../types";
import { ratingText, reviewCount } from "./salon-facts";

export const article: BlogArticle = {
  slug: "choisir-son-barbier-paris-20-guide",
  title: "Comment choisir son barbier à Paris 20e : le guide",
  description:
    "Hygiène, écoute, spécialités, prix affichés, avis clients : les critères pour bien choisir son barbier à Paris 20e, et les questions à poser avant de s'asseoir au fauteuil.",
  keywords: ["choisir son barbier", "barbier Paris 20", "barbier Gambetta", "avis barbier Paris", "tarifs barbier Paris 20e"],
  image: "/images/gallery/salon-interieur.webp",
  imageAlt:
    "Illustration de l'intérieur du salon : deux fauteuils de barbier noirs devant des miroirs cerclés de laiton, une enseigne de barbier et une étagère de produits",
  publishedAt: "2026-03-12",
  readTime: "3 min",
  category: "Guide",
  content: `
Trouver son barbier, c'est un peu comme trouver un bon garagiste : une fois qu'on l'a, on le garde. Dans le 20e, l'offre ne manque pas, entre salons de quartier et adresses plus récentes. Voici les critères qui comptent vraiment, et les questions à poser avant de confier votre tête à quelqu'un.

## 1. L'hygiène avant tout

C'est le premier critère, et il se voit dès l'entrée : postes de travail rangés, outils désinfectés entre deux clients, serviettes et capes propres, lame neuve pour chaque rasage. Si quelque chose vous gêne, vous avez le droit de le dire.

## 2. Un barbier qui écoute

Un bon barbier commence par poser des questions : comment vous coiffez-vous le matin, à quelle fréquence venez-vous, qu'est-ce qui ne vous plaisait pas dans votre dernière coupe ? Il observe vos épis, votre implantation et la nature de vos cheveux avant de sortir la tondeuse. Méfiez-vous de celui qui se lance sans un mot.

## 3. Des spécialités claires

Tous les barbiers ne maîtrisent pas tout au même niveau. Vérifiez que le salon pratique ce dont vous avez besoin :

- des dégradés précis, du dégradé bas au dégradé à blanc ;
- des coupes aux ciseaux pour les cheveux mi-longs ;
- la taille de barbe et le rasage traditionnel au coupe-chou ;
- les cheveux bouclés, frisés ou crépus, la coloration et le défrisage ;
- les coupes pour enfants, si vous venez en famille.

## 4. Des prix affichés et lisibles

Les tarifs doivent être affichés clairement, en vitrine comme en ligne, avec la durée de chaque prestation. Une formule qui regroupe coupe, barbe et soin revient souvent moins cher que les mêmes prestations réservées séparément : comparez avant de réserver.

## 5. Des avis récents et détaillés

La note globale compte, mais lisez surtout les avis récents et détaillés : ils disent si une équipe est régulière dans la durée. Un avis qui cite une coupe précise ou un conseil reçu vaut mieux que dix étoiles sans commentaire. Regardez aussi comment le salon répond aux remarques.

## 6. Pratique au quotidien

Le bon barbier est aussi celui où l'on va facilement : proche du métro, ouvert quand vous êtes disponible, avec une réservation en ligne qui évite l'attente et les appels pendant les heures de travail.

**Le bon barbier, c'est celui chez qui vous ressortez avec une coupe qui tient, et l'envie de revenir.**

## Et chez Monsieur Moustache ?

Nous vous accueillons au ${fullAddress}, à deux pas du métro Gambetta (lignes 3 et 3 bis), 7 jours sur 7. Nos clients nous ont attribué la note de ${ratingText} sur Google, à travers ${reviewCount} avis. Quelques repères de prix :

- Coupe + shampoing : 20 €
- Coupe + barbe : 25 €
- Formule complète (coupe, taille de barbe sculptée et soin visage) : 35 €
- Taille de barbe sculptée : 10 €
- Rasage complet : 10 €
- Soin visage : 15 €
- Coupe enfant (-12 ans) : 15 €

La réservation se fait en ligne en quelques clics, sans créer de compte : choisissez votre prestation, votre jour et votre créneau. Et si vous hésitez encore entre deux coupes, posez-nous la question au début du rendez-vous, nous prendrons le temps d'en parler.

_Un barbier se choisit une fois ; une bonne coupe se vit toutes les trois semaines._
`,
};
