import { data, Form, Link, useNavigation } from "react-router";
import { Field, primaryButtonClass } from "~/components/ui/field";
import { requestPasswordReset } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { formObject } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { useActionErrorToast } from "~/features/accounts/ui/use-action-toast";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export async function action({ request }: Route.ActionArgs) {
  const result = await requestPasswordReset(formObject(await request.formData()));
  if (!result.ok) return data({ error: result.error, sent: false }, { status: result.status });
  return { sent: true, error: undefined };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mot de passe oublié",
    description: "Recevez par e-mail un lien pour choisir un nouveau mot de passe.",
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useActionErrorToast(actionData);
  return (
    <AuthCard
      title="Mot de passe oublié"
      subtitle="Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <p>
          <Link to="/login" className="underline hover:text-brass-dark">
            Retour à la connexion
          </Link>
        </p>
      }
    >
      {actionData?.sent ? (
        <p role="status" className="rounded bg-green-50 p-4 text-green-900">
          {accountMessages.forgotSent}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Envoi en cours..." : "Envoyer le lien"}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
