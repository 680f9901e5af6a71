import { salon } from "~/lib/salon";
import type { BlogArticle } from "../types";
import { hoursBullets, ratingText, reviewCount } from "./salon-facts";

export const article: BlogArticle = {
  slug: "histoire-quartier-gambetta-culture-style",
  title: "Gambetta, histoire d'un quartier : culture et style dans le 20e",
  description:
    "Des villages de Belleville et Charonne à la place Gambetta, en passant par le Père-Lachaise : l'histoire d'un quartier populaire et le style qu'il inspire à notre salon.",
  keywords: ["quartier Gambetta", "histoire Paris 20e", "place Gambetta", "Père-Lachaise", "barbier Gambetta"],
  image: "/images/hero-reservation.webp",
  imageAlt: "Illustration d'un fauteuil de barbier noir devant un miroir cerclé de laiton, à côté d'une enseigne de barbier, de ciseaux et d'un peigne",
  publishedAt: "2025-06-18",
  readTime: "3 min",
  category: "Culture",
  content: `
Notre salon est installé au ${salon.address.street}, à quelques pas de la place Gambetta. Avant de vous installer dans le fauteuil, nous vous proposons une petite promenade dans l'histoire de ce quartier, qui a façonné notre façon de travailler.

## Des villages devenus arrondissement

Jusqu'au milieu du XIXe siècle, les collines de l'est parisien étaient des communes à part entière : Belleville, avec son hameau de Ménilmontant, et Charonne. Vignes, jardins et guinguettes y côtoyaient les ateliers. En 1860, Paris annexe ses communes voisines et le 20e arrondissement naît de ces anciens villages. Il en a gardé des rues en pente, des passages, des villas cachées et cette ambiance de quartier où l'on se salue d'une terrasse à l'autre.

## Les guinguettes, ancêtres de nos sorties

Aux XVIIIe et XIXe siècles, le vin vendu au-delà du mur des Fermiers généraux échappait à l'octroi, la taxe perçue à l'entrée de Paris. Les Parisiens montaient donc à Belleville et à Ménilmontant pour boire moins cher, danser et se montrer, souvent endimanchés. Le goût d'un style à la fois populaire et soigné vient de loin.

## Une place, un nom, une barbe

La place et l'avenue portent le nom de Léon Gambetta (1838-1882), l'une des grandes figures de la Troisième République. Le 4 septembre 1870, il participe à la proclamation de la République ; quelques semaines plus tard, il quitte Paris assiégé en ballon pour organiser la défense du pays. Sur ses portraits, il arbore une barbe fournie, un détail qui ne pouvait pas laisser un barbier indifférent. La mairie du 20e veille aujourd'hui sur la place, au cœur d'un carrefour animé desservi par les lignes 3 et 3 bis du métro.

## Le Père-Lachaise, voisin illustre

Ouvert en 1804, le cimetière du Père-Lachaise borde le quartier. Ses allées ombragées abritent les tombes de Molière, Chopin, Oscar Wilde, Édith Piaf ou Jim Morrison, et attirent des visiteurs du monde entier. C'est aussi l'un des plus grands espaces verts de Paris, où beaucoup d'habitants viennent simplement marcher.

## Belleville, Ménilmontant, Charonne : l'esprit du 20e

Le 20e a toujours été un quartier d'ouvriers, d'artisans et de nouveaux arrivants, venus de province puis du monde entier. Cette diversité se lit dans les commerces, dans les cuisines et jusque dans les coiffures. La légende veut qu'Édith Piaf soit née sur les marches d'un immeuble de la rue de Belleville, et les murs peints de la rue Dénoyez ont fait du quartier un repère du street art parisien.

## Le barbier, une institution de quartier

Longtemps, le barbier a été bien plus qu'un artisan : un lieu de passage où l'on prend des nouvelles, où l'on refait le match et le monde, où plusieurs générations se croisent. C'est cet esprit que nous cultivons. Chez nous, le dégradé à blanc côtoie la coupe aux ciseaux classique, la barbe de trois jours la moustache travaillée, et le rasage traditionnel au coupe-chou garde toute sa place.

## Le style Gambetta aujourd'hui

Un style de quartier, c'est d'abord un style qui vous ressemble. Nos clients viennent pour une coupe + barbe à 25 €, un rasage complet à 10 € ou la formule complète à 35 €, et repartent souvent avec un conseil pour l'entretien à la maison. Les produits que nous utilisons sont formulés avec 95 à 100 % d'ingrédients d'origine naturelle et fabriqués en France.

Vous nous avez attribué la note de ${ratingText} sur Google, à travers ${reviewCount} avis : merci. Le salon vous accueille 7 jours sur 7 :

${hoursBullets}

*Passez nous voir : le quartier, ça se partage.*
`,
};
