import { Link } from "react-router";
import { salon } from "~/lib/salon";
import { MoustacheMark } from "~/components/ui/icons";

/**
 * Text wordmark (crisp at any size, no extra request) with the moustache mark of /images/logo.svg.
 * On the home page the click scrolls back to the top instead of navigating.
 */
export function LogoLink({ onClick }: { onClick?: React.MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <Link to="/" onClick={onClick} aria-label={`${salon.name}, accueil`} className="group flex shrink-0 items-center gap-2.5 rounded text-paper">
      <MoustacheMark width={46} className="text-brass transition-transform group-hover:scale-105 motion-reduce:transition-none" />
      <span className="font-display text-lg leading-none tracking-wide whitespace-nowrap sm:text-xl">
        Monsieur <span className="text-brass">Moustache</span>
      </span>
    </Link>
  );
}
