import { Link } from "react-router";

/** One step of a page's trail; the last one is the page itself. */
export type Crumb = { name: string; path: string };

/**
 * 'Fil d'Ariane': the trail from the home page to this page. The same trail feeds the page's
 * BreadcrumbList structured data, so what search engines read is what visitors see.
 */
export function Breadcrumbs({ trail, className = "" }: { trail: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Fil d'Ariane" className={`text-sm text-muted ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="text-ink">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path} className="flex items-center gap-x-2">
              <Link to={crumb.path} className="hover:underline">
                {crumb.name}
              </Link>
              <span aria-hidden="true">›</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
