import { SERVICES_ANCHOR } from "../anchors";
import { useRevalidator } from "react-router";
import { formatDuration } from "~/lib/dates";
import { AWAIT_LIVE } from "~/lib/early-presses";
import { formatPrice } from "~/lib/money";
import { depositLabel } from "../deposits";
import { salon } from "~/lib/salon";
import { servicesMessages as m } from "../services-messages";
import type { ServiceView } from "../types";

type Props = {
  services: ServiceView[] | null;
  selectedId: string | null;
  onToggle(service: ServiceView): void;
};

/** 'Nos Services': the catalogue by category, each card selecting (or deselecting) a service. */
export function ServicesSection({ services, selectedId, onToggle }: Props) {
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";
  return (
    <section id={SERVICES_ANCHOR} className="below-fold mx-auto max-w-6xl scroll-mt-32 px-4 py-14" aria-labelledby="services-title">
      <h2 id="services-title" className="text-center font-display text-4xl">
        Nos Services
      </h2>
      {loading ? (
        <p className="mt-8 text-center text-muted" role="status">
          {m.servicesLoading}
        </p>
      ) : services === null ? (
        <div className="mt-8 text-center" role="alert">
          <p className="text-red-800">{m.servicesError}</p>
          <button type="button" onClick={() => void revalidator.revalidate()} className="mt-4 rounded bg-ink px-5 py-2 text-paper">
            Réessayer
          </button>
        </div>
      ) : services.length === 0 ? (
        <p className="mt-8 text-center text-muted">{m.servicesEmpty}</p>
      ) : (
        // The categories in the order of the list (the owner's, in 'Prestations').
        [...new Set(services.map((s) => s.category))].map((category) => {
          const items = services.filter((s) => s.category === category);
          return (
            <div key={category} className="mt-10">
              <h3 className="border-b border-brass/40 pb-2 font-display text-2xl">{category}</h3>
              <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} selected={service.id === selectedId} onToggle={onToggle} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

/**
 * The card's button covers the whole card (its ::after), so a click anywhere on the card selects it;
 * pressed before the page is live, it selects once it is (lib/early-presses). A service the salon
 * books only by phone has its number in place of the button.
 */
function ServiceCard({ service, selected, onToggle }: { service: ServiceView; selected: boolean; onToggle(s: ServiceView): void }) {
  return (
    <article
      className={`relative flex h-full flex-col rounded-lg bg-white p-5 shadow-sm ring-2 transition ${selected ? "ring-brass" : service.bookableOnline ? "ring-transparent hover:ring-brass/40" : "ring-transparent"}`}
    >
      <h4 className="text-lg font-semibold">{service.title}</h4>
      {service.description ? <p className="mt-1 text-sm text-muted">{service.description}</p> : null}
      <p className="mt-3 flex items-center justify-between text-sm">
        <span>{formatDuration(service.durationMinutes)}</span>
        <span className="text-lg font-semibold">{formatPrice(service.priceCents)}</span>
      </p>
      {service.bookableOnline && depositLabel(service) ? (
        <p className="mt-1 text-right text-xs text-muted">{`${depositLabel(service)} à la réservation`}</p>
      ) : null}
      {service.bookableOnline ? (
        <button
          type="button"
          {...AWAIT_LIVE}
          aria-pressed={selected}
          aria-label={`${selected ? "Désélectionner" : "Réserver"} : ${service.title}`}
          onClick={() => onToggle(service)}
          className={`mt-4 cursor-pointer rounded px-4 py-2 text-sm font-semibold after:absolute after:inset-0 after:rounded-lg ${selected ? "bg-brass text-ink" : "bg-ink text-paper hover:bg-ink-soft"}`}
        >
          {selected ? "Désélectionner" : "Réserver"}
        </button>
      ) : (
        <p className="mt-4 text-sm">
          Sur rendez-vous par téléphone :{" "}
          <a href={salon.phoneHref} className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-brass">
            {salon.phone}
          </a>
        </p>
      )}
    </article>
  );
}
