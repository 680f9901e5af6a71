// The French texts of the clients' files.
export const clientMessages = {
  notFound: "Ce client est introuvable.",
  noteAdded: "Note ajoutée.",
  noteDeleted: "Note supprimée.",
  noteNotFound: "Cette note est introuvable.",
  noteEmpty: "Écrivez la note.",
  noteTooLong: "La note ne doit pas dépasser 1 000 caractères.",
  loadFailed: "Les clients n'ont pas pu être chargés. Réessayez dans un instant.",
  searchTooLong: "La recherche ne doit pas dépasser 100 caractères.",
} as const;
