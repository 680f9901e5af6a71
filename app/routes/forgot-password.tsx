import { Form, Link, useNavigation } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { FORGOT_PASSWORD_LIMIT, requestPasswordReset } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { forgotPasswordSchema } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/forgot-password";

export function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    { name: "password reset request", schema: forgotPasswordSchema, messages: { UNKNOWN: accountMessages.FORGOT_FAILED }, limit: FORGOT_PASSWORD_LIMIT },
    (input) => requestPasswordReset(input),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mot de passe oublié",
    description: "Recevez par e-mail un lien pour choisir un nouveau mot de passe.",
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // Success is said on the page itself, not in a toast.
  const { form, field, notice, ok } = useForm({
    reply: actionData?.ok ? undefined : actionData,
    schema: () => import("~/features/accounts/schemas").then((m) => m.forgotPasswordSchema),
  });
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
      {actionData?.ok ? (
        <p role="status" className="rounded bg-green-50 p-4 text-green-900">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" {...form} className="space-y-4">
          <NoScriptNotice notice={notice} ok={ok} />
          <Field label="Email" {...field("email")} type="email" autoComplete="email" required />
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Envoi en cours..." : "Envoyer le lien"}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
