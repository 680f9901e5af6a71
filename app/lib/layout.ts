/** Per-page switches of the shared layout, set with a route's `handle` export. */
export type LayoutSwitches = {
  announcement: boolean;
  deliveryStrip: boolean;
  newsletter: boolean;
  footer: boolean;
};

export type RouteHandle = {
  layout?: Partial<LayoutSwitches>;
  /** Admin pages use their own shell instead of the public layout. */
  admin?: boolean;
  /**
   * The page is the same for every visitor without a session (it reads no cookie and nothing of
   * the visitor's): the server may send them one copy, kept in memory for a moment
   * (server/page-cache.ts).
   */
  publicCache?: boolean;
};

const defaultSwitches: LayoutSwitches = {
  announcement: true,
  deliveryStrip: true,
  newsletter: true,
  footer: true,
};

/** The deepest route's switches win. */
export function resolveSwitches(handles: unknown[]): LayoutSwitches & { admin: boolean } {
  let result = { ...defaultSwitches, admin: false };
  for (const h of handles) {
    const handle = (h ?? {}) as RouteHandle;
    result = { ...result, ...handle.layout, admin: handle.admin ?? result.admin };
  }
  return result;
}

/** The handle of a public page that is the same for every visitor without a session. */
export const publicPageHandle: RouteHandle = { publicCache: true };
