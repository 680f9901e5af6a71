import { useEffect, useState } from "react";
import { whenNoPress } from "~/lib/early-presses";
import { onCookieConsentChange, readCookieConsent } from "~/lib/cookie-consent-store";
import { onDemand } from "~/lib/on-demand";

const banner = onDemand(() => import("./cookie-banner"));

const fetchIfNeeded = () => {
  if (!readCookieConsent()) banner.request();
};

// A visitor who has not chosen yet: the banner's code is fetched at once, alongside the page's
// hydration rather than after it, so the banner shows as soon as the page is live.
if (typeof document !== "undefined") fetchIfNeeded();

/**
 * The consent banner, whose code comes only when it is to be shown: no consent stored (or it
 * expired), or the consent withdrawn ('Gérer les cookies'). A returning visitor who chose loads
 * none of it. It floats over the bottom of the page: coming later shifts nothing. It comes up only
 * once no finger is down: a press begun on the page as it went live (a button at the bottom of a
 * phone's screen) would otherwise end on the banner, and be lost.
 */
export function CookieBannerOnDemand() {
  const loaded = banner.use();
  const [free, setFree] = useState(false);
  useEffect(() => (loaded ? undefined : onCookieConsentChange(fetchIfNeeded)), [loaded]);
  useEffect(() => (loaded && !free ? whenNoPress(() => setFree(true)) : undefined), [loaded, free]);
  return loaded && free ? <loaded.CookieBanner /> : null;
}
