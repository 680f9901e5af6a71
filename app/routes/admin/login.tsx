import { redirect, useFetcher } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { signIn } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { loginSchema } from "~/features/accounts/schemas";
import { getSessionUser } from "~/features/accounts/session.server";
import { PasswordField } from "~/features/accounts/ui/password-field";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
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

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  // A fetcher, so a refused attempt leaves the address at /admin.
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const { form, field, notice, ok } = useForm({
    reply: fetcher.data ?? actionData,
    schema: () => import("~/features/accounts/schemas").then((m) => m.loginSchema),
  });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink px-4 py-12">
      <section className="w-full max-w-md rounded-lg bg-paper p-8 shadow-xl">
        <h1 className="text-center font-display text-3xl">Administration</h1>
        <p className="mt-2 text-center text-muted">Espace réservé aux administrateurs</p>
        <fetcher.Form method="post" {...form} className="mt-8 space-y-4">
          <NoScriptNotice notice={notice} ok={ok} />
          <Field label="Email" {...field("email")} type="email" autoComplete="username" required />
          <PasswordField label="Mot de passe" {...field("password")} autoComplete="current-password" required />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Connexion..." : "Se connecter"}
          </button>
        </fetcher.Form>
      </section>
    </main>
  );
}
