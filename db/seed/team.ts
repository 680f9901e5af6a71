/** The demo team: a day off each (Monday = 1 … Sunday = 7), and the services the apprentice skips. */
export const seedTeamMembers: Array<{ barber: { name: string; presentation: string; position: number }; dayOff: 1 | 2 | 3 | 4 | 5 | 6 | 7; skips: string[] }> =
  [
    {
      barber: { name: "Karim", presentation: "Fondateur du salon, spécialiste des dégradés et de la barbe sculptée au rasoir.", position: 0 },
      dayOff: 1,
      skips: [],
    },
    {
      barber: { name: "Yanis", presentation: "Barbier depuis dix ans, amoureux des coupes aux ciseaux et du rasage traditionnel.", position: 1 },
      dayOff: 3,
      skips: [],
    },
    {
      barber: { name: "Lucas", presentation: "Apprenti barbier : coupes, contours et soins, formé chaque jour au salon.", position: 2 },
      dayOff: 7,
      skips: ["rasage-complet", "barbe-serviette-chaude", "coloration-barbe", "coloration-cheveux", "defrisage"],
    },
  ];
