import { salon } from "~/lib/salon";
import { MoustacheMark } from "~/components/ui/icons";
import { footerLinks } from "./nav-links";
import { SocialIcon } from "./social-icons";
import { useSalonHours, weekRows } from "~/lib/opening-hours";
import { ExceptionalHours } from "~/components/ui/exceptional-hours";

const headingClass = "text-xs font-semibold tracking-[0.2em] text-brass uppercase";
const linkClass = "rounded text-paper/80 hover:text-brass";

/** The footer's salon, hours and links: no script needed, the server writes them (see Footer). */
export default function FooterContent() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.6fr] lg:px-8">
        <div>
          <p className="flex items-center gap-3">
            <MoustacheMark width={44} className="text-brass" />
            <span className="font-display text-2xl">{salon.name}</span>
          </p>
          <p className="mt-2 text-paper/70">{salon.tagline}</p>
          <p className="mt-4 max-w-xs text-sm text-paper/60">Coupe, barbe et rasage traditionnel au cœur du 20e, et nos soins naturels fabriqués en France.</p>
          <ul className="mt-6 flex gap-2" aria-label="Réseaux sociaux">
            {salon.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} (nouvel onglet)`}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-paper/20 text-paper/80 hover:border-brass hover:text-brass"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-6 text-sm">
          <div>
            <h2 className={headingClass}>Le salon</h2>
            <address className="mt-3 leading-relaxed text-paper/80 not-italic">
              {salon.address.street}
              <br />
              {salon.address.postalCode} {salon.address.city} ({salon.address.district})
              <br />
              <a href={salon.phoneHref} className={linkClass}>
                {salon.phone}
              </a>
              <br />
              <a href={`mailto:${salon.email}`} className={`${linkClass} break-all`}>
                {salon.email}
              </a>
            </address>
          </div>
          <div>
            <h2 className={headingClass}>Horaires</h2>
            <dl className="mt-3 space-y-1 text-paper/80">
              {weekRows(useSalonHours().weekly).map((row) => (
                <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                  <dt>{row.days}</dt>
                  <dd className="text-paper">{row.hours}</dd>
                </div>
              ))}
            </dl>
            <ExceptionalHours className="mt-3 text-sm text-paper/80" />
          </div>
        </div>

        <nav aria-label="Pied de page" className="grid gap-8 text-sm sm:grid-cols-3 md:col-span-2 lg:col-span-1">
          {footerLinks.map((group) => (
            <div key={group.title}>
              <h2 className={headingClass}>{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    {/* `data-discover`, as a `<Link>` writes it: React Router learns these pages' routes once the page is live, not at the click. */}
                    <a href={link.to} className={linkClass} data-discover="true">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </>
  );
}
