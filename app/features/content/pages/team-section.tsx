import { ContentSection } from "./prose";

export type TeamToShow = Array<{
  id: string;
  name: string;
  presentation: string | null;
  photo: { url: string; width: number; height: number } | null;
}>;

/** 'L'équipe' on /about: the active barbers, in the team's order. */
export function TeamSection({ team }: { team: TeamToShow }) {
  if (team.length === 0) return null;
  return (
    <ContentSection id="equipe" title="L'équipe">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Nos barbiers">
        {team.map((barber) => (
          <li key={barber.id} className="flex gap-4 rounded-lg border border-ink/10 bg-white/60 p-5">
            {barber.photo ? (
              <img
                src={barber.photo.url}
                alt={barber.name}
                width={barber.photo.width}
                height={barber.photo.height}
                loading="lazy"
                decoding="async"
                className="h-32 w-24 shrink-0 rounded object-cover"
              />
            ) : null}
            <div>
              <h3 className="font-display text-lg text-ink">{barber.name}</h3>
              {barber.presentation ? <p className="mt-2 text-sm">{barber.presentation}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
