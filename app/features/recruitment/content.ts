/** Texts of the recruitment page. */
export const reasons = [
  {
    title: "Un environnement stimulant",
    text: "Un salon de quartier vivant, une clientèle fidèle et exigeante, des journées variées entre coupes, barbes et soins.",
  },
  {
    title: "Une formation continue",
    text: "Nouvelles techniques de dégradé, rasage traditionnel, soins du visage : nous formons et nous nous formons toute l'année.",
  },
  { title: "Une équipe passionnée", text: "Des barbiers qui aiment leur métier, partagent leurs astuces et prennent le temps de bien faire." },
  {
    title: "Une évolution de carrière",
    text: "Des responsabilités qui grandissent avec vous : référent technique, formation des apprentis, gestion de la boutique.",
  },
] as const;

export const profiles = [
  {
    title: "Barbier confirmé (H/F)",
    points: [
      "Au moins 2 ans d'expérience en salon",
      "Maîtrise des dégradés, des contours au rasoir et de la taille de barbe",
      "Sens de l'accueil et du conseil",
    ],
  },
  {
    title: "Apprenti(e) barbier",
    points: ["En formation CAP ou BP Coiffure", "Motivé(e), curieux(se) et ponctuel(le)", "Envie d'apprendre le métier aux côtés de barbiers expérimentés"],
  },
] as const;
