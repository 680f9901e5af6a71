import { SERVICES_ANCHOR } from "~/features/booking/anchors";

const panels = [
  {
    title: "Notre Boutique",
    text: "Des soins naturels pour la barbe et les cheveux, fabriqués en France.",
    image: "/images/hero-boutique.webp",
    small: "/images/hero-boutique-800.webp",
    action: { label: "Découvrir la boutique", to: "/shop" },
  },
  {
    title: "Réservation",
    text: "Coupe, barbe, soins : réservez votre créneau en ligne en quelques clics.",
    image: "/images/hero-reservation.webp",
    small: "/images/hero-reservation-800.webp",
    action: { label: "Prendre rendez-vous", to: `#${SERVICES_ANCHOR}` },
  },
] as const;

/**
 * The two panels as the server writes them and the browser keeps them (ServerHtml, see HomePanels).
 * 'Prendre rendez-vous' is a link to the services on the page (the page scrolls smoothly, unless
 * the visitor prefers reduced motion); 'Découvrir la boutique' a link that React Router follows.
 */
export default function PanelSlides() {
  return (
    <>
      {panels.map((panel, i) => (
        <div
          key={panel.title}
          role="group"
          aria-roledescription="diapositive"
          aria-label={`${i + 1} sur ${panels.length}`}
          className="relative min-w-0 flex-[0_0_100%] overflow-hidden rounded-lg md:flex-[1_1_0]"
        >
          <img
            src={panel.image}
            srcSet={`${panel.small} 800w, ${panel.image} 1200w`}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt=""
            width={1200}
            height={800}
            className="absolute inset-0 h-full w-full object-cover"
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
          />
          <div className="relative flex min-h-80 flex-col items-center justify-center gap-4 bg-ink/65 p-8 text-center text-paper">
            <h2 className="font-display text-4xl">{panel.title}</h2>
            <p className="max-w-sm text-paper/90">{panel.text}</p>
            <a href={panel.action.to} className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper">
              {panel.action.label}
            </a>
          </div>
        </div>
      ))}
    </>
  );
}
