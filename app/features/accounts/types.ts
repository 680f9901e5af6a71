/** What the pages know of the signed-in visitor (from the root loader); null when signed out. */
export type SiteUser = { email: string; isAdmin: boolean } | null;

/** The signed-in user as the server's loaders and guards know it. */
export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
};
