import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { primaryButtonClass } from "~/components/ui/field";
import { isResetTokenValid, resetPassword } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { formObject } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { NewPasswordFields } from "~/features/accounts/ui/new-password-fields";
import { useActionErrorToast } from "~/features/accounts/ui/use-action-toast";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

const toForgotPassword = (message: string) => redirectWithFlash("/forgot-password", { type: "error", message });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw await toForgotPassword(accountMessages.resetTokenMissing);
  if (!(await isResetTokenValid(token))) throw await toForgotPassword(accountMessages.resetTokenInvalid);
  return { token };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await resetPassword(formObject(await request.formData()));
  if (result.ok) return redirectWithFlash("/login", { type: "success", message: accountMessages.resetSuccess });
  if (result.reason === "invalid-token") throw await toForgotPassword(result.error);
  return data({ error: result.error }, { status: result.status });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Nouveau mot de passe",
    description: "Choisissez un nouveau mot de passe pour votre compte Monsieur Moustache.",
    noindex: true,
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [valid, setValid] = useState(false);
  useActionErrorToast(actionData);
  return (
    <AuthCard title="Nouveau mot de passe" subtitle="Choisissez un mot de passe que vous n'utilisez pas ailleurs.">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields label="Nouveau mot de passe" onValidChange={setValid} />
        <button type="submit" disabled={busy || !valid} className={primaryButtonClass}>
          {busy ? "Mise à jour..." : "Mettre à jour le mot de passe"}
        </button>
      </Form>
    </AuthCard>
  );
}
