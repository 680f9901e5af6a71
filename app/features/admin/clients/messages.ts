// The French texts of the clients' files.

/** A note's longest text, as the database's check allows it. */
export const NOTE_MAX_LENGTH = 1000;

export const clientMessages = {
  notFound: "Ce client est introuvable.",
  noteAdded: "Note ajoutée.",
  noteDeleted: "Note supprimée.",
  noteNotFound: "Cette note est introuvable.",
  noteEmpty: "Écrivez la note.",
  noteTooLong: "La note ne doit pas dépasser 1 000 caractères.",
  noteErased: "Ce client a été effacé : on ne peut plus lui ajouter de note.",
  loadFailed: "Les clients n'ont pas pu être chargés. Réessayez dans un instant.",
  fileLoadFailed: "La fiche du client n'a pas pu être chargée. Réessayez dans un instant.",
  searchTooShort: "Tapez au moins 2 caractères : tous les clients sont listés.",
} as const;
