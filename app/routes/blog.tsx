import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description: "Conseils de barbier, tendances coupe homme et entretien de la barbe : le blog du salon Monsieur Moustache à Paris 20e.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Blog" intro="Conseils, tendances et savoir-faire de nos barbiers." />
      <PendingNotice>Nos premiers articles arrivent très bientôt.</PendingNotice>
    </>
  );
}
