import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/recrutement";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Rejoignez notre équipe",
    description: "Monsieur Moustache recrute des barbiers expérimentés et des apprentis à Paris 20e. Postulez en ligne.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Rejoignez notre équipe" intro="Barbier confirmé ou apprenti : venez partager notre passion du métier." />
      <PendingNotice>Le formulaire de candidature en ligne sera disponible très prochainement. En attendant, vous pouvez nous écrire à l'adresse du salon.</PendingNotice>
    </>
  );
}
