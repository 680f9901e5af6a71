/**
 * The services list's texts (spec section 8), apart from the other booking texts: the home page
 * shows the list at once, and the rest only with the booking dialog.
 */
export const servicesMessages = {
  servicesLoading: "Chargement des services...",
  servicesEmpty: "Aucun service disponible pour le moment.",
  servicesError: "Impossible de se connecter à la base de données. Vérifiez votre connexion et réessayez.",
} as const;
