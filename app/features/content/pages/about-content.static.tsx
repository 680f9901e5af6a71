import { Link, useLoaderData } from "react-router";
import { fullAddress, salon } from "~/lib/salon";
import { useSalonHours, weekRows } from "~/lib/opening-hours";
import { BulletList, Callout, ContentColumn, ContentSection, ExternalLink, FactList, PhoneLink, TextLink } from "./prose";
import { TeamSection, type TeamToShow } from "./team-section";

const rating = salon.rating.value.toLocaleString("fr-FR", { minimumFractionDigits: 1 });

const commitments = [
  {
    title: "Une hygiène irréprochable",
    text: "Peignes, brosses et outils sont nettoyés et désinfectés entre chaque client, les lames de rasoir sont à usage unique et chaque client a sa serviette propre.",
  },
  {
    title: "Des prix justes et affichés",
    text: "Nos tarifs sont visibles en ligne avant la réservation, sans supplément caché. Nos formules regroupent les prestations les plus demandées à un prix doux.",
  },
  {
    title: "Tout le monde est le bienvenu",
    text: "Cheveux courts, longs, frisés ou crépus, barbe de trois jours ou barbe fournie : nous accueillons tous les styles et tous les âges, avec des tarifs dédiés aux enfants et aux étudiants.",
  },
  {
    title: "Des fournisseurs proches de chez nous",
    text: "Nous privilégions des fabricants français et des partenaires de proximité, pour des produits de qualité et des trajets plus courts.",
  },
] as const;

/** The salon's story, team and hours: written by the server (the team from the page's data), kept by the browser (ServerHtml). */
export default function AboutContent() {
  const { team } = useLoaderData<{ team: TeamToShow }>();
  return (
    <ContentColumn>
      <ContentSection id="histoire" title="Notre histoire">
        <p>
          {salon.name} est né d'une envie simple : offrir au quartier Gambetta un vrai salon de barbier, où l'on vient autant pour une coupe impeccable que pour
          un moment de calme. Au {fullAddress}, nous avons imaginé un lieu chaleureux, entre tradition du rasage à l'ancienne et coupes d'aujourd'hui.
        </p>
        <p>
          Habitants du quartier, étudiants, pères et fils, habitués du samedi matin : au fil des rendez-vous, le salon est devenu une adresse de quartier où
          l'on se retrouve, où l'on discute et où l'on repart avec une coupe qui tient.
        </p>
      </ContentSection>

      <ContentSection id="philosophie" title="Notre philosophie">
        <p>
          <strong className="text-ink">La précision d'abord.</strong> Un dégradé net, une ligne de barbe bien tracée, des contours réguliers : chaque geste
          compte, du premier coup de ciseaux à la dernière finition au rasoir.
        </p>
        <p>
          <strong className="text-ink">Le temps qu'il faut.</strong> Chaque rendez-vous commence par un échange sur vos envies, votre type de cheveux et votre
          quotidien. Nous réservons le temps nécessaire à chaque prestation, pour ne jamais travailler dans la précipitation.
        </p>
        <p>
          <strong className="text-ink">Une hygiène sans compromis.</strong> Un poste propre, des outils désinfectés et du linge changé à chaque client : c'est
          la base de notre métier.
        </p>
        <p>
          <strong className="text-ink">Des produits naturels.</strong> Au salon comme dans notre <TextLink to="/shop">boutique</TextLink>, nous utilisons des
          soins composés de 95 à 100&nbsp;% d'ingrédients d'origine naturelle et fabriqués en France, pour prendre soin de la peau, de la barbe et des cheveux.
        </p>
      </ContentSection>

      <TeamSection team={team} />

      <ContentSection id="engagements" title="Nos engagements">
        <ul className="grid gap-4 sm:grid-cols-2">
          {commitments.map((item) => (
            <li key={item.title} className="rounded-lg border border-ink/10 bg-white/60 p-5">
              <h3 className="font-display text-lg text-ink">{item.title}</h3>
              <p className="mt-2 text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="avis" title="Ce que disent nos clients">
        <Callout>
          <p className="font-display text-3xl text-ink">
            {/* Large text (3:1 is enough): the salon's stars as the title's characters. */}
            <span aria-hidden="true" className="mr-2 text-brass-strong">
              ★★★★★
            </span>
            {rating}/5
          </p>
          <p className="mt-2">
            Note moyenne obtenue sur {salon.rating.count} avis clients. Merci pour votre confiance !{" "}
            <ExternalLink href={salon.reviewsUrl}>Lire les avis</ExternalLink>
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="horaires" title="Horaires d'ouverture">
        <FactList rows={weekRows(useSalonHours().weekly).map((row) => [row.days, row.hours] as const)} />
        <BulletList>
          <li>Adresse : {fullAddress}</li>
          <li>
            Téléphone : <PhoneLink />
          </li>
        </BulletList>
      </ContentSection>

      <section className="rounded-lg bg-ink p-8 text-center text-paper">
        <h2 className="font-display text-2xl md:text-3xl">Envie d'une coupe ou d'une barbe soignée ?</h2>
        <p className="mx-auto mt-3 max-w-xl text-paper/80">
          Réservez en ligne en quelques clics, sans créer de compte, ou découvrez nos soins naturels pour la barbe et les cheveux.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link to="/#services" className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper">
            Prendre rendez-vous
          </Link>
          <Link to="/shop" className="rounded border border-paper px-6 py-3 font-semibold text-paper hover:border-brass hover:text-brass">
            Découvrir la boutique
          </Link>
        </div>
      </section>
    </ContentColumn>
  );
}
