import { GalleryCarousel } from "~/features/home/gallery-carousel";
import { HomePanels } from "~/features/home/home-panels";
import { SalonBlock } from "~/features/home/salon-block";
import { salonSchedule, type Schedule } from "~/features/booking/schedule";
import { getSchedule, openDates, salonHoursToShow } from "~/features/booking/schedule.server";
import { listServices } from "~/features/booking/services.server";
import { bookingDates } from "~/features/booking/slots";
import { barberOffers } from "~/features/booking/team";
import { getTeam, type TeamMember } from "~/features/booking/team.server";
import { ServicesAndBooking } from "~/features/booking/ui/services-and-booking";
import { getReviewSummary, listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import type { ReviewSummary } from "~/features/salon-reviews/types";
import { ReviewsSection } from "~/features/salon-reviews/reviews-section";
import { errorFields, log } from "~/lib/log.server";
import { getConfig } from "~/lib/config.server";
import { usualHours } from "~/lib/opening-hours";
import { salon } from "~/lib/salon";
import { hairSalonLd } from "~/lib/salon-structured-data";
import { BOOKING_ANCHOR } from "~/features/booking/anchors";
import { pageMeta } from "~/lib/seo";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/home";

export const handle = publicPageHandle;

export async function loader() {
  const [services, reviews, summary, schedule, team, hours] = await Promise.all([
    // A database failure shows the section's error state with 'Réessayer', not an error page.
    listServices().catch((error: unknown) => {
      log("error", "services could not be loaded", errorFields(error));
      return null;
    }),
    listApprovedReviews().catch(() => []),
    // Without it, the Google rating alone.
    getReviewSummary().catch((): ReviewSummary => ({ average: null, count: 0 })),
    // Without the stored hours, the week's usual ones: the dialog's slots come from the server anyway.
    getSchedule().catch((): Schedule => salonSchedule),
    // Without the team, only 'Sans préférence': the server assigns a barber.
    getTeam().catch((): TeamMember[] => []),
    // The hours the page shows (the root's), for search engines.
    salonHoursToShow().catch(() => usualHours),
  ]);
  const dates = openDates(schedule, bookingDates(new Date()));
  return {
    services,
    reviews,
    summary,
    // A demonstration site (demo payments) shows sample reviews while it has none of its own.
    demo: getConfig().paymentMode === "demo",
    bookingDates: dates,
    barbers: barberOffers(team, schedule, dates),
    // « Recevoir un rappel par SMS » is offered only when the site sends SMS.
    smsReminders: getConfig().sms !== null,
    // The site's own rating and reviews, as the page shows them: made here, so that the page's scripts need not make it.
    salonLd: hairSalonLd(getConfig().publicUrl, hours, { summary, reviews }, { services, anchor: BOOKING_ANCHOR }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${salon.name} | Barbier à Paris 20e – coupe, barbe et produits naturels`,
    description:
      "Barbier à Gambetta, Paris 20e : coupe homme, taille de barbe, rasage et soins visage sur rendez-vous en ligne. Boutique de produits naturels pour la barbe et les cheveux.",
    structuredData: args.loaderData ? [args.loaderData.salonLd] : [],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">{salon.name}, barbier à Paris 20e</h1>
      <HomePanels />
      <SalonBlock />
      <GalleryCarousel />

      <ServicesAndBooking
        services={loaderData.services}
        bookingDates={loaderData.bookingDates}
        barbers={loaderData.barbers}
        smsReminders={loaderData.smsReminders}
      />

      <ReviewsSection reviews={loaderData.reviews} summary={loaderData.summary} demo={loaderData.demo} />
    </>
  );
}
