import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import playfairLatin from "~/assets/fonts/playfair-display-latin-400.woff2?url";
import "./app.css";
import { SiteLayout } from "~/shell/site-layout";
import { NotFoundContent } from "~/shell/not-found-content";
import { Toaster } from "~/components/ui/toaster";
import { getSessionUser, privateAnswers } from "~/features/accounts/session.server";
import { salonHoursToShow } from "~/features/booking/schedule.server";
import { getConfig } from "~/lib/config.server";
import { retryAfterOn429 } from "~/lib/rate-limit.server";
import { readFlash } from "~/lib/flash.server";
import { resolveSwitches } from "~/lib/layout";
import { usualHours } from "~/lib/opening-hours";
import { SalonHoursContext } from "~/lib/salon-hours-context";
import { useNonce } from "~/lib/nonce";
import { EARLY_PRESS_SCRIPT, releaseEarlyPresses } from "~/lib/early-presses";
import { ServerHtmlLinks } from "~/components/ui/server-html";
import { notify } from "~/lib/notify";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The headings' font (see app.css), fetched with the page rather than once the CSS is read.
  { rel: "preload", href: playfairLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const middleware: Route.MiddlewareFunction[] = [privateAnswers, retryAfterOn429];

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { flash, headers }, hours] = await Promise.all([
    getSessionUser(request),
    readFlash(request),
    // Without the stored hours (a database failure), the usual week: the page still shows.
    salonHoursToShow().catch(() => usualHours),
  ]);
  return data(
    {
      user: user ? { email: user.email, isAdmin: user.isAdmin } : null,
      publicUrl: getConfig().publicUrl,
      flash,
      hours,
    },
    { headers },
  );
}

/** The early presses' script (app/lib/early-presses.ts): written by the server, kept as it is by the browser. */
const earlyPressScript = { __html: import.meta.env.SSR ? EARLY_PRESS_SCRIPT : "" };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Effects run children first: this one, the document's last, runs once the whole page is live.
  useEffect(releaseEarlyPresses, []);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce || undefined} dangerouslySetInnerHTML={earlyPressScript} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1c1c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ServerHtmlLinks />
        <Toaster />
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const switches = resolveSwitches(useMatches().map((m) => m.handle));
  const { flash } = loaderData;
  useEffect(() => {
    if (flash) notify[flash.type](flash.message);
  }, [flash]);
  if (switches.admin) return <Outlet />;
  return (
    <SalonHoursContext value={loaderData.hours}>
      <SiteLayout user={loaderData.user} switches={switches}>
        <Outlet />
      </SiteLayout>
    </SalonHoursContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const content = notFound ? (
    <NotFoundContent />
  ) : (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl">Une erreur est survenue</h1>
      <p className="mt-4 text-muted">Nous sommes désolés, la page n'a pas pu s'afficher. Veuillez réessayer dans quelques instants.</p>
      <Link to="/" className="mt-8 inline-block rounded bg-ink px-6 py-3 text-paper hover:bg-ink-soft">
        Retour à l'accueil
      </Link>
    </section>
  );
  return (
    <>
      <title>{notFound ? "Page introuvable | Monsieur Moustache" : "Erreur | Monsieur Moustache"}</title>
      <SiteLayout user={rootData?.user ?? null} switches={resolveSwitches([])}>
        {content}
      </SiteLayout>
    </>
  );
}
