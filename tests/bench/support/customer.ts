import type { SiteServer } from "./site-server";

const PASSWORD = "Motdepasse-Bench-2026!";

/** The `name=value` pairs of a response's Set-Cookie headers (cleared ones left out). */
function cookiesSet(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";", 1);
    const at = pair!.indexOf("=");
    const value = pair!.slice(at + 1);
    if (at > 0 && value !== "" && !/;\s*max-age=0/i.test(line)) cookies.set(pair!.slice(0, at), value);
  }
  return cookies;
}

/**
 * A customer signed in as a visitor is: an account made by posting /signup's form as a browser
 * does (its Origin with it), then signed in through /login; the Cookie header of that session, as
 * the browser sends it back (the session cookie alone: the flash message is read once). Checked
 * on a private page: /account/orders answers 200 with it, and redirects to /login without it.
 */
export async function signedInCustomer(server: SiteServer, email = `bench-${Date.now()}@example.test`): Promise<{ cookie: string; email: string }> {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams(fields).toString(),
    });

  const signup = await post("/signup", {
    firstName: "Jean",
    lastName: "Banc",
    dateOfBirth: "1990-05-12",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    redirect: "/",
  });
  if (signup.status !== 302) throw new Error(`POST /signup answered ${signup.status}: ${(await signup.text()).slice(0, 300)}`);

  const login = await post("/login", { email, password: PASSWORD, redirect: "/" });
  if (login.status !== 302) throw new Error(`POST /login answered ${login.status}: ${(await login.text()).slice(0, 300)}`);
  const session = [...cookiesSet(login)].filter(([name]) => name.includes("session_token"));
  if (session.length !== 1) throw new Error(`POST /login set no session cookie: ${login.headers.getSetCookie().join(" | ")}`);
  const cookie = session.map(([name, value]) => `${name}=${value}`).join("; ");

  const mine = await fetch(`${server.url}/account/orders`, { redirect: "manual", headers: { cookie } });
  await mine.arrayBuffer();
  if (mine.status !== 200) throw new Error(`/account/orders answered ${mine.status} to the signed-in customer`);
  return { cookie, email };
}
