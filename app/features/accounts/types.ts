/** What the pages know of the signed-in visitor (from the root loader); null when signed out. */
export type SiteUser = { email: string; isAdmin: boolean } | null;
