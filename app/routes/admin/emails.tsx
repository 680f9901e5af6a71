import { requireAdmin } from "~/features/accounts/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/emails";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "E-mails – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export default function Admin() {
  return <h1 className="font-display text-3xl">E-mails</h1>;
}
