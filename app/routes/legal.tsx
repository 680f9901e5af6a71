import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mentions légales",
    description: "Mentions légales du site Monsieur Moustache : éditeur, hébergeur, données personnelles et cookies.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Mentions légales" />
      <PendingNotice>Les mentions légales complètes seront publiées ici très prochainement.</PendingNotice>
    </>
  );
}
