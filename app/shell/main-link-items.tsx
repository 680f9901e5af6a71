import type { MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { mainLinks } from "./nav-links";

/** The four page links of the navigation, as list items, for the desktop bar and the mobile panel. */
export function MainLinkItems({ linkClass, onServicesClick }: { linkClass: string; onServicesClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <>
      <li>
        <NavLink to={mainLinks.about.to} className={linkClass}>
          {mainLinks.about.label}
        </NavLink>
      </li>
      <li>
        <Link to={mainLinks.services.to} onClick={onServicesClick} className={linkClass}>
          {mainLinks.services.label}
        </Link>
      </li>
      <li>
        <NavLink to={mainLinks.blog.to} className={linkClass}>
          {mainLinks.blog.label}
        </NavLink>
      </li>
      <li>
        <NavLink to={mainLinks.recruitment.to} className={linkClass}>
          {mainLinks.recruitment.label}
        </NavLink>
      </li>
    </>
  );
}
