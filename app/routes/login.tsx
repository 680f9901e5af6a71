import { Form, Link, useLocation, useNavigation } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { signIn } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { loginSchema } from "~/features/accounts/schemas";
import { redirectTargetUnlessSignedIn } from "~/features/accounts/session.server";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { PasswordField } from "~/features/accounts/ui/password-field";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: await redirectTargetUnlessSignedIn(request) };
}

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "sign-in", schema: loginSchema, messages: { UNKNOWN: accountMessages.LOGIN_FAILED } }, async (input, body) => {
    const result = await signIn(request, input);
    if (!result.ok) return result;
    return redirectWithFlash(safeRedirect(body.fields.redirect), { type: "success", message: result.message! }, { headers: result.headers });
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Connexion",
    description: "Connectez-vous à votre compte Monsieur Moustache pour commander en ligne et suivre vos achats.",
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const prefilled = (useLocation().state as { email?: string } | null)?.email;
  const { form, field, notice, ok } = useForm({
    reply: actionData,
    schema: () => import("~/features/accounts/schemas").then((m) => m.loginSchema),
  });
  const signupHref = redirectTo === "/" ? "/signup" : `/signup?redirect=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard
      title="Connexion"
      subtitle="Accédez à votre compte pour commander en ligne."
      footer={
        <>
          <p>
            <Link to="/forgot-password" className="underline hover:text-brass-dark">
              Mot de passe oublié ?
            </Link>
          </p>
          <p>
            Pas encore de compte ?{" "}
            <Link to={signupHref} className="font-semibold underline hover:text-brass-dark">
              Créer un compte
            </Link>
          </p>
        </>
      }
    >
      <Form method="post" {...form} className="space-y-4">
        <NoScriptNotice notice={notice} ok={ok} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <Field label="Email" defaultValue={prefilled} {...field("email")} type="email" autoComplete="email" required />
        <PasswordField label="Mot de passe" {...field("password")} autoComplete="current-password" required />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Connexion..." : "Se connecter"}
        </button>
      </Form>
    </AuthCard>
  );
}
