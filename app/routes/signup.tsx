import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { SIGN_UP_LIMIT, signUp } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { signupSchema } from "~/features/accounts/schemas";
import { redirectTargetUnlessSignedIn } from "~/features/accounts/session.server";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { NewPasswordFields } from "~/features/accounts/ui/new-password-fields";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import { notify } from "~/lib/notify";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/signup";

const EXISTING_ACCOUNT_NOTICE_MS = 4000;

export async function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: await redirectTargetUnlessSignedIn(request) };
}

export function action({ request }: Route.ActionArgs) {
  const options = { name: "sign-up", schema: signupSchema, messages: { UNKNOWN: accountMessages.SIGNUP_FAILED }, limit: SIGN_UP_LIMIT };
  return formAction(request, options, async (input, body) => {
    const result = await signUp(request, input);
    if (!result.ok) return result;
    return redirectWithFlash(safeRedirect(body.fields.redirect), { type: "success", message: result.message! }, { headers: result.headers });
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Créer un compte",
    description: "Créez votre compte Monsieur Moustache pour commander nos produits naturels pour la barbe et les cheveux.",
    noindex: true,
  });

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const loginHref = redirectTo === "/" ? "/login" : `/login?redirect=${encodeURIComponent(redirectTo)}`;

  const existing = actionData && !actionData.ok && actionData.code === "EXISTING_ACCOUNT" ? actionData : null;
  const { form, field, notice, ok } = useForm({
    reply: existing ? undefined : actionData,
    schema: () => import("~/features/accounts/schemas").then((m) => m.signupSchema),
  });
  useEffect(() => {
    if (!existing) return;
    // Existing account: say so for 4 s, then the login page with the e-mail already typed.
    notify.info(existing.message, { duration: EXISTING_ACCOUNT_NOTICE_MS });
    const email = "email" in existing ? existing.email : undefined;
    const timer = setTimeout(() => void navigate(loginHref, { state: { email } }), EXISTING_ACCOUNT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [existing, navigate, loginHref]);

  return (
    <AuthCard
      title="Créer un compte"
      subtitle="Commandez en ligne et suivez vos achats."
      footer={
        <p>
          Déjà un compte ?{" "}
          <Link to={loginHref} className="font-semibold underline hover:text-brass-dark">
            Se connecter
          </Link>
        </p>
      }
    >
      <Form method="post" {...form} className="space-y-4">
        {/* Without scripts, no toast and no move to the login page: the notice says it, the link below leads there. */}
        <NoScriptNotice notice={existing?.message ?? notice} ok={existing ? false : ok} />
        <input type="hidden" name="redirect" value={redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Prénom" {...field("firstName")} autoComplete="given-name" required />
          <Field label="Nom" {...field("lastName")} autoComplete="family-name" required />
        </div>
        <Field label="Date de naissance" {...field("dateOfBirth")} type="date" autoComplete="bday" required />
        <Field label="Email" {...field("email")} type="email" autoComplete="email" required />
        <NewPasswordFields label="Mot de passe" field={field} />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Inscription..." : "Créer mon compte"}
        </button>
        <p className="text-xs text-muted">Votre date de naissance n'est demandée que pour l'inscription : elle n'est pas conservée.</p>
      </Form>
    </AuthCard>
  );
}
