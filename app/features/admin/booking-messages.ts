/** French texts of the admin's bookings screen (spec sections 2 and 8). */
export const adminBookingMessages = {
  loadFailed: "Erreur lors du chargement des réservations",
  cancelled: "Réservation annulée",
  deleted: "Réservation supprimée",
  cancelFailed: "Erreur lors de l'annulation",
  deleteFailed: "Erreur lors de la suppression",
  deleteKept: "Cette réservation a des arrhes : elle est gardée pour la comptabilité.",
  compensationPaid: "Versement au client enregistré",
  depositRefunded: "Arrhes remboursées au client",
  refundFailed: "Ces arrhes ne sont pas conservées par le salon, ou leur remboursement est déjà en cours.",
  compensationFailed: "Aucun versement n'est dû pour cette réservation, ou il est déjà enregistré.",
  UNKNOWN: "Erreur lors de l'opération",
  emptyTitle: "Aucune réservation",
  emptyText: "Les nouvelles réservations apparaîtront ici.",
  noMatchTitle: "Aucune réservation trouvée",
  noMatchText: "Essayez de modifier vos critères de recherche.",
  showAll: "Voir toutes les réservations",
} as const;
