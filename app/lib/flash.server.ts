import { createCookie, redirect } from "react-router";

export type Flash = { type: "success" | "error" | "info"; message: string };

// A one-time message carried across a redirect (e.g. 'Produit non trouvé' on the way to /shop).
const flashCookie = createCookie("flash", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie.serialize(flash));
  return redirect(to, { ...init, headers });
}

/** Reads the pending message and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const value = (await flashCookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (value) headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  return { flash: value && typeof value.message === "string" ? value : null, headers };
}
