import { data, Form, redirect, useNavigation } from "react-router";
import { Field, primaryButtonClass } from "~/components/ui/field";
import { signIn } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { formObject } from "~/features/accounts/schemas";
import { getSessionUser } from "~/features/accounts/session.server";
import { PasswordField } from "~/features/accounts/ui/password-field";
import { useActionErrorToast } from "~/features/accounts/ui/use-action-toast";
import { redirectWithFlash } from "~/lib/flash.server";
import type { RouteHandle } from "~/lib/layout";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { admin: true };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect("/admin/bookings");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const result = await signIn(request, formObject(await request.formData()), { adminOnly: true });
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return redirectWithFlash("/admin/bookings", { type: "success", message: accountMessages.loginSuccess }, { headers: result.headers });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useActionErrorToast(actionData);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink px-4 py-12">
      <section className="w-full max-w-md rounded-lg bg-paper p-8 shadow-xl">
        <h1 className="text-center font-display text-3xl">Administration</h1>
        <p className="mt-2 text-center text-muted">Espace réservé aux administrateurs</p>
        <Form method="post" className="mt-8 space-y-4">
          <Field label="Email" name="email" type="email" autoComplete="username" required />
          <PasswordField label="Mot de passe" name="password" autoComplete="current-password" required />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Connexion..." : "Se connecter"}
          </button>
        </Form>
      </section>
    </main>
  );
}
