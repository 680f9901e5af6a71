import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "À propos",
    description: "L'histoire du salon Monsieur Moustache, barbier du quartier Gambetta à Paris 20e : notre philosophie, nos engagements et nos horaires.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="À propos" intro="Barbier de quartier à Gambetta, Monsieur Moustache perpétue l'art de la coupe et du rasage traditionnels." />
      <PendingNotice>Notre histoire, notre philosophie et nos engagements seront présentés ici très prochainement.</PendingNotice>
    </>
  );
}
