import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { isResetTokenValid, resetPassword } from "~/features/accounts/accounts.server";
import { accountMessages } from "~/features/accounts/messages";
import { resetPasswordSchema } from "~/features/accounts/schemas";
import { AuthCard } from "~/features/accounts/ui/auth-card";
import { NewPasswordFields } from "~/features/accounts/ui/new-password-fields";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/reset-password";
import { useLive } from "~/lib/use-live";

const toForgotPassword = (message: string) => redirectWithFlash("/forgot-password", { type: "error", message });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw await toForgotPassword(accountMessages.resetTokenMissing);
  if (!(await isResetTokenValid(token))) throw await toForgotPassword(accountMessages.RESET_TOKEN_INVALID);
  return { token };
}

export function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    {
      name: "password reset",
      schema: resetPasswordSchema,
      messages: { UNKNOWN: accountMessages.RESET_FAILED },
      // Without a usable token the form is of no use: back to asking for a new link.
      onInvalid: (failure) => (failure.field === "token" ? toForgotPassword(failure.message) : undefined),
    },
    async (input) => {
      const result = await resetPassword(input);
      if (result.ok) return redirectWithFlash("/login", { type: "success", message: result.message! });
      if (result.code === "RESET_TOKEN_INVALID") return toForgotPassword(result.message);
      return result;
    },
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Nouveau mot de passe",
    description: "Choisissez un nouveau mot de passe pour votre compte Monsieur Moustache.",
    noindex: true,
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // The spec's button stays disabled while the password is invalid; before the page is live (and
  // without scripts) it is enabled, and the server's check answers under the fields.
  const live = useLive();
  const [valid, setValid] = useState(false);
  const { form, field, notice, ok } = useForm({
    reply: actionData,
    schema: () => import("~/features/accounts/schemas").then((m) => m.resetPasswordSchema),
  });
  return (
    <AuthCard title="Nouveau mot de passe" subtitle="Choisissez un mot de passe que vous n'utilisez pas ailleurs.">
      <Form method="post" {...form} className="space-y-4">
        <NoScriptNotice notice={notice} ok={ok} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields label="Nouveau mot de passe" field={field} onValidChange={setValid} />
        <button type="submit" disabled={busy || (live && !valid)} className={primaryButtonClass}>
          {busy ? "Mise à jour..." : "Mettre à jour le mot de passe"}
        </button>
      </Form>
    </AuthCard>
  );
}
