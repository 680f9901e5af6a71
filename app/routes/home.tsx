import { Link } from "react-router";
import { listServices } from "~/features/booking/services.server";
import { bookingDates } from "~/features/booking/slots";
import { ServicesAndBooking } from "~/features/booking/ui/services-and-booking";
import { listApprovedReviews } from "~/features/reviews/reviews.server";
import { ReviewsSection } from "~/features/reviews/reviews-section";
import { errorFields, log } from "~/lib/log.server";
import { fullAddress, openingHoursText, salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  const [services, reviews] = await Promise.all([
    // A database failure shows the section's error state with 'Réessayer', not an error page.
    listServices().catch((error: unknown) => {
      log("error", "services could not be loaded", errorFields(error));
      return null;
    }),
    listApprovedReviews().catch(() => []),
  ]);
  return { services, reviews, bookingDates: bookingDates(new Date()) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${salon.name} | Barbier à Paris 20e – coupe, barbe et produits naturels`,
    description:
      "Barbier à Gambetta, Paris 20e : coupe homme, taille de barbe, rasage et soins visage sur rendez-vous en ligne. Boutique de produits naturels pour la barbe et les cheveux.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">{salon.name}, barbier à Paris 20e</h1>
      <section className="grid gap-4 p-4 md:grid-cols-2" aria-label="Boutique et réservation">
        <div className="flex min-h-72 flex-col items-center justify-center gap-4 rounded bg-ink p-8 text-center text-paper">
          <h2 className="font-display text-3xl">Notre Boutique</h2>
          <p className="text-paper/80">Des soins naturels pour la barbe et les cheveux, fabriqués en France.</p>
          <Link to="/shop" className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper">
            Découvrir la boutique
          </Link>
        </div>
        <div className="flex min-h-72 flex-col items-center justify-center gap-4 rounded bg-ink-soft p-8 text-center text-paper">
          <h2 className="font-display text-3xl">Réservation</h2>
          <p className="text-paper/80">Coupe, barbe, soins : réservez votre créneau en ligne.</p>
          <a href="#services" className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper">
            Prendre rendez-vous
          </a>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="salon-title">
        <h2 id="salon-title" className="font-display text-3xl">{salon.name}</h2>
        <p className="mt-2">
          <span aria-hidden="true" className="text-brass">★★★★★</span> {salon.rating.value.toFixed(1)} ({salon.rating.count} avis)
        </p>
        <p className="mt-2">{fullAddress}</p>
        <p className="mt-1">
          <a href={salon.phoneHref} className="underline">{salon.phone}</a>
        </p>
        <ul className="mt-4 space-y-1">
          {openingHoursText.map((h) => (
            <li key={h.days}>
              <span className="font-semibold">{h.days}</span> : {h.hours}
            </li>
          ))}
        </ul>
      </section>

      <ServicesAndBooking services={loaderData.services} bookingDates={loaderData.bookingDates} />

      <ReviewsSection reviews={loaderData.reviews} />
    </>
  );
}
