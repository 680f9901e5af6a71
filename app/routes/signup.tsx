import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Field, primaryButtonClass } from "~/components/ui/field";
import { SIGN_UP_LIMIT, signUp } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { safeRedirect } from "~/features/accounts/safe-redirect";
import { signupSchema } from "~/features/accounts/schemas";
import { redirectTargetUnlessSignedIn } from "~/features/accounts/session.server";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { NewPasswordFields } from "~/features/accounts/ui/new-password-fields";
import { redirectWithFlash } from "~/lib/flash.server";
import { checkBeforeSending, useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { notify } from "~/lib/notify";
import { pageMeta } from "~/lib/seo";
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
  useResultToast(existing ? undefined : actionData);
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
      <Form method="post" className="space-y-4" noValidate {...checkBeforeSending(() => import("~/features/accounts/schemas").then((m) => m.signupSchema))}>
        <input type="hidden" name="redirect" value={redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Prénom" name="firstName" autoComplete="given-name" required />
          <Field label="Nom" name="lastName" autoComplete="family-name" required />
        </div>
        <Field label="Date de naissance" name="dateOfBirth" type="date" autoComplete="bday" required />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <NewPasswordFields label="Mot de passe" />
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Inscription..." : "Créer mon compte"}
        </button>
        <p className="text-xs text-muted">Votre date de naissance n'est demandée que pour l'inscription : elle n'est pas conservée.</p>
      </Form>
    </AuthCard>
  );
}
