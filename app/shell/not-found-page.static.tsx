import { Link } from "react-router";

/** The 404 page's text and links: no script needed, the server writes them (see NotFoundContent). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-display text-6xl text-brass-strong">404</p>
      <h1 className="mt-4 font-display text-4xl">Page introuvable</h1>
      <p className="mt-4 text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className="rounded bg-ink px-6 py-3 text-paper hover:bg-ink-soft">
          Retour à l'accueil
        </Link>
        <Link to="/shop" className="rounded border border-ink px-6 py-3 hover:bg-ink hover:text-paper">
          Voir la boutique
        </Link>
      </div>
    </section>
  );
}
