import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "coupe-homme-tendance-2025-guide-barbier-parisien",
  title: "Coupe homme tendance 2025 : le guide de votre barbier parisien",
  description:
    "Dégradé bas ou à blanc, crop texturé, mi-longs, boucles assumées : les coupes homme de 2025 décryptées par nos barbiers de Paris 20e, et comment choisir la vôtre.",
  keywords: ["coupe homme tendance 2025", "dégradé homme", "crop texturé", "barbier Paris 20e", "coupe homme Gambetta"],
  image: "/images/gallery/coupe-degrade.webp",
  imageAlt: "Illustration d'une coupe dégradée vue de dos, entourée de ciseaux, d'un peigne et d'une tondeuse",
  publishedAt: "2025-03-14",
  readTime: "4 min",
  category: "Tendances",
  content: `
Chaque année apporte son lot de coupes vues partout sur les réseaux sociaux. Au fauteuil, pourtant, une tendance ne vaut que si elle s'accorde à la forme de votre visage, à la nature de vos cheveux et au temps que vous êtes prêt à passer devant le miroir le matin. Voici les coupes que l'on croise le plus en 2025, décryptées par nos barbiers de l'avenue Gambetta, avec nos conseils pour choisir la vôtre.

## Le dégradé, toujours incontournable

Le dégradé reste la base de la plupart des coupes masculines actuelles. Tout l'art consiste à fondre la longueur des côtés dans celle du dessus, sans ligne de démarcation visible. Trois variantes dominent :

- Le dégradé bas : la transition commence juste au-dessus des oreilles. Net mais discret, il passe partout, y compris dans un environnement professionnel classique.
- Le dégradé à blanc : les côtés sont repris jusqu'à la peau puis fondus progressivement. C'est la version la plus graphique, qui met en valeur un dessus travaillé.
- Le dégradé américain : seuls les contours, tempes et nuque, sont dégradés. Le reste garde de la matière, idéal pour une première approche.

Un beau dégradé se joue au millimètre : sabots successifs, reprise aux ciseaux, puis contours nets au rasoir.

## Le crop texturé

Frange courte coupée droite ou effilée, dessus travaillé en texture, côtés courts : le crop est la coupe facile par excellence. Il convient particulièrement aux cheveux épais ou légèrement ondulés et se coiffe en deux minutes, avec une pointe de poudre texturisante pour du volume ou une noisette de pâte coiffante pour un fini mat.

## Le retour des longueurs

Après des années de côtés très courts, les coupes mi-longues reviennent : mèches qui couvrent le haut des oreilles, raie au milieu, nuque laissée plus libre. Elles demandent une coupe aux ciseaux précise, sans quoi la forme s'affaisse en quelques semaines. Si vous partez d'une coupe courte, prévoyez quelques rendez-vous de transition pour que les longueurs poussent de façon harmonieuse.

## Les boucles et les cheveux frisés assumés

Bonne nouvelle pour les cheveux bouclés, frisés ou crépus : la tendance est à la texture naturelle. Un dégradé sur les côtés, du volume conservé sur le dessus et des contours dessinés suffisent à structurer la coiffure sans la dompter. Le secret tient dans l'hydratation, bien plus que dans le produit coiffant.

## Quelle coupe pour quel visage ?

- Visage rond : du volume sur le dessus et des côtés courts allongent la silhouette.
- Visage carré : un dessus texturé et des contours moins géométriques adoucissent la mâchoire.
- Visage long : évitez trop de hauteur ; une frange ou un crop rééquilibre les proportions.
- Visage ovale : presque tout vous va, c'est le moment de tester.

**Notre conseil : venez avec une photo, puis laissez votre barbier l'adapter à vos épis et à votre implantation.**

## La moustache refait surface

Longtemps cantonnée aux photos d'époque, la moustache revient, seule ou associée à une barbe courte. Fine et dessinée ou plus fournie, elle demande un entretien régulier : une taille aux ciseaux toutes les deux semaines pour dégager la lèvre, et une goutte d'huile pour discipliner les poils. Chez Monsieur Moustache, on ne pouvait que s'en réjouir.

## La barbe, partie intégrante du style

Une coupe tendance perd beaucoup de son effet si la barbe ne suit pas. Une barbe de trois jours nette, ou une barbe plus longue aux contours dessinés, prolonge le dégradé et structure le visage. Au salon, la formule coupe + barbe est à 25 €, et la formule complète à 35 € réunit coupe, taille de barbe sculptée et soin visage. Pour la coupe seule, comptez 20 € avec le shampoing.

## Combien de temps tient une coupe ?

Un dégradé à blanc commence à perdre sa netteté au bout de deux à trois semaines ; une coupe aux ciseaux plus longue garde sa forme quatre à six semaines. Programmez votre prochain rendez-vous en fonction de la coupe choisie, plutôt que d'attendre qu'elle ait perdu sa forme.

_Les tendances passent, une coupe bien exécutée reste._
`,
};
