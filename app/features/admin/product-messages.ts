/** Images of one product: the first is the main one (shop card, cart, orders). */
export const PRODUCT_MAX_IMAGES = 8;
/** Spec section 5: one image is at most 5 MB (5242880 bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** French texts of the admin's products screen (spec sections 2, 5 and 8). */
export const adminProductMessages = {
  loadFailed: "Erreur lors du chargement des produits",
  created: "Produit ajouté avec succès",
  updated: "Produit mis à jour avec succès",
  deleted: "Produit supprimé avec succès",
  saveFailed: "Erreur lors de la sauvegarde du produit",
  deleteFailed: "Erreur lors de la suppression du produit",
  /** formAction's texts: an unexpected failure, and a body larger than all the images allowed. */
  UNKNOWN: "Erreur lors de la sauvegarde du produit",
  TOO_LARGE: "L'image ne doit pas dépasser 5MB",
  nameRequired: "Veuillez indiquer le nom du produit",
  priceRequired: "Veuillez indiquer le prix du produit",
  priceInvalid: "Le prix doit être un montant en euros, par exemple 12,50",
  categoryRequired: "Veuillez choisir une catégorie",
  stockInvalid: "Le stock doit être un nombre entier positif ou nul",
  tooLong: "Ce texte est trop long",
  IMAGE_TOO_LARGE: "L'image ne doit pas dépasser 5MB",
  IMAGE_TYPE: "Seules les images PNG, JPG, JPEG ou WebP sont acceptées",
  IMAGE_MISSING: "Veuillez ajouter au moins une image",
  TOO_MANY_IMAGES: `Un produit peut avoir au plus ${PRODUCT_MAX_IMAGES} images`,
  outOfStock: "Rupture de stock",
  deleteTitle: "Supprimer le produit",
  emptyTitle: "Aucun produit",
  emptyText: "Ajoutez votre premier produit pour l'afficher dans la boutique.",
} as const;

export type AdminProductCode = "NOT_FOUND" | "IMAGE_TOO_LARGE" | "IMAGE_TYPE" | "IMAGE_MISSING" | "IMAGE_UNKNOWN" | "TOO_MANY_IMAGES";
