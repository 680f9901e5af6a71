import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contactez-nous",
    description: "Contactez le salon Monsieur Moustache à Paris 20e : adresse, téléphone, e-mail et formulaire de contact.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Contactez-nous" intro="Une question, une demande particulière ? Écrivez-nous." />
      <PendingNotice>Le formulaire de contact sera disponible très prochainement. Vous pouvez nous joindre par téléphone ou par e-mail (coordonnées en bas de page).</PendingNotice>
    </>
  );
}
