import type { BlogArticle } from "../types";

export const article: BlogArticle = {
  slug: "rasage-traditionnel-coupe-choux-savoir-faire",
  title: "Rasage traditionnel au coupe-chou : le savoir-faire du barbier",
  description:
    "Serviette chaude, mousse au blaireau, deux passages de lame : les étapes du rasage traditionnel au coupe-chou et nos conseils de barbier pour se raser sans irritation.",
  keywords: ["rasage traditionnel", "rasage coupe-chou", "rasage à l'ancienne Paris", "serviette chaude", "barbier Paris 20e"],
  image: "/images/gallery/taille-barbe.webp",
  imageAlt: "Illustration d'un homme à la barbe sculptée, entouré d'un rasoir coupe-chou, de ciseaux et d'un peigne",
  publishedAt: "2026-01-20",
  readTime: "3 min",
  category: "Expertise",
  content: `
Le rasage au coupe-chou a quelque chose de cérémonial. Pourtant, derrière le rituel, chaque étape a une raison d'être : préparer la peau, ramollir le poil, couper net sans agresser. Voici comment se déroule un rasage traditionnel chez Monsieur Moustache, et ce que vous pouvez en retenir pour vos rasages à la maison.

## Pourquoi le coupe-chou ?

Le coupe-chou, ou rasoir droit, n'a qu'une seule lame, guidée à main levée par le barbier. Un rasoir multilames soulève le poil avant de le couper, parfois sous la surface de la peau, ce qui favorise les poils incarnés chez certains hommes. La lame unique tranche le poil en un seul geste : moins de frottements, un angle maîtrisé et des contours d'une grande netteté. Bien manié, c'est un outil d'une précision remarquable pour dessiner une ligne de barbe ou dégager une nuque.

## Les étapes d'un rasage traditionnel

### 1. Le diagnostic

Avant tout, le barbier observe la peau et le sens de pousse des poils, qui change d'une zone à l'autre du visage. Rougeurs, boutons, poils incarnés : tout ce qui orientera la suite est repéré.

### 2. La serviette chaude

Posée quelques minutes sur le visage, elle ramollit le poil et détend la peau. C'est l'étape qui fait la différence entre un rasage confortable et un rasage qui irrite.

### 3. La mousse au blaireau

La crème de rasage est montée en mousse au blaireau, directement sur le visage. Le blaireau redresse les poils et dépose une couche protectrice qui fait glisser la lame.

### 4. Deux passages de lame

Le premier passage se fait dans le sens du poil, peau tendue, par petits gestes réguliers. Après une nouvelle couche de mousse, un second passage en travers du poil affine le résultat. Le rasage à contresens, plus agressif, est réservé aux peaux qui le supportent.

### 5. Le soin après rasage

Une serviette fraîche apaise la peau, puis une lotion sans alcool calme le feu du rasoir. Notre Lotion Cryo Après Rasage, au menthol et à l'allantoïne, apporte un effet frais immédiat.

## L'hygiène, non négociable

Un rasage au coupe-chou ne se conçoit qu'avec une hygiène irréprochable : lame neuve pour chaque client, outils désinfectés, serviettes propres. N'hésitez jamais à demander à votre barbier comment il procède ; un professionnel sérieux vous répondra volontiers.

## Et à la maison ?

Le coupe-chou demande un long apprentissage. Pour vos rasages quotidiens, un rasoir de sûreté à une lame offre un bon compromis. Gardez les réflexes du barbier :

- rasez-vous après la douche, quand le poil est ramolli ;
- utilisez une vraie crème de rasage plutôt qu'une mousse en bombe ;
- rasez d'abord dans le sens du poil, sans appuyer ;
- rincez à l'eau froide et appliquez un soin sans alcool.

*Les peaux sujettes aux poils incarnés, fréquents sur les barbes frisées, gagnent souvent à garder une barbe courte tondue plutôt qu'un rasage de près.*

## Réserver un rasage au salon

Le rasage complet, au coupe-chou et à la serviette chaude, dure environ 30 minutes et coûte 10 €. Vous pouvez le compléter d'un soin visage à 15 €, ou opter pour la formule complète à 35 €, qui réunit coupe, taille de barbe sculptée et soin visage.

**Un rasage réussi, c'est une peau nette, sans feu ni rougeur, et un vrai moment de calme.**
`,
};
