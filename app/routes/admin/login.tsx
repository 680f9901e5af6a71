import { redirect, useFetcher } from "react-router";
import { Field, primaryButtonClass } from "~/components/ui/field";
import { signIn } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { loginSchema } from "~/features/accounts/schemas";
import { getSessionUser } from "~/features/accounts/session.server";
import { PasswordField } from "~/features/accounts/ui/password-field";
import { redirectWithFlash } from "~/lib/flash.server";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { admin: true };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect("/admin/bookings");
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "admin sign-in", schema: loginSchema, messages: { UNKNOWN: accountMessages.LOGIN_FAILED } }, async (input) => {
    const result = await signIn(request, input, { adminOnly: true });
    if (!result.ok) return result;
    return redirectWithFlash("/admin/bookings", { type: "success", message: result.message! }, { headers: result.headers });
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export default function AdminLogin() {
  // A fetcher, so a refused attempt leaves the address at /admin.
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink px-4 py-12">
      <section className="w-full max-w-md rounded-lg bg-paper p-8 shadow-xl">
        <h1 className="text-center font-display text-3xl">Administration</h1>
        <p className="mt-2 text-center text-muted">Espace réservé aux administrateurs</p>
        <fetcher.Form method="post" className="mt-8 space-y-4">
          <Field label="Email" name="email" type="email" autoComplete="username" required />
          <PasswordField label="Mot de passe" name="password" autoComplete="current-password" required />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Connexion..." : "Se connecter"}
          </button>
        </fetcher.Form>
      </section>
    </main>
  );
}
