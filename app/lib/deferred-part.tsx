import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { onDemand } from "./on-demand";

const noSubscription = () => () => undefined;
/** Given to the element that keeps the server's HTML: the same object each time, so React never writes it. */
const serverHtml = { __html: "" };

/** Where an element is in `root` (its rank among all the elements inside), to find its copy once the part is live. */
const rankOf = (root: Element, element: Element | null) =>
  element && root.contains(element) ? Array.prototype.indexOf.call(root.querySelectorAll("*"), element) : -1;
const elementAt = (root: Element, rank: number) => (rank >= 0 ? (root.querySelectorAll("*")[rank] as HTMLElement | undefined) : undefined);

/**
 * A part of a page that the server renders whole (its HTML is there from the first paint, for
 * search engines and for visitors without scripts) but whose code the browser fetches only when
 * it comes near the viewport, is focused or pressed, or is shown with new data. Until then the
 * page keeps the server's HTML as it is; then the part is drawn live over it, the same markup, so
 * nothing moves: focus stays where it was, and a button pressed meanwhile is pressed again (a link
 * works as a link). The server renders it once `preload` (awaited by the route's loader) is done.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Component: ComponentType<P> | undefined;
  const code = onDemand(() => load().then((loaded) => (Component = loaded)));
  if (import.meta.env.SSR) void code.load();

  function Part(props: P) {
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    // Drawn from the server's HTML (not by a navigation in the browser): kept as it is until the code is there.
    const [fromServer] = useState(hydrating);
    const [live, setLive] = useState(() => !hydrating && Component !== undefined);
    const [first] = useState(props);
    const changed = (Object.keys(props) as (keyof P)[]).some((key) => props[key] !== first[key]);
    const ref = useRef<HTMLDivElement>(null);
    const carriedOver = useRef({ focus: -1, press: -1 });

    useEffect(() => {
      const element = ref.current;
      if (live || !element) return;
      let gone = false;
      const goLive = () => {
        code.request();
        code.load().then(
          () => {
            if (gone) return;
            carriedOver.current.focus = rankOf(element, document.activeElement);
            // Drawn as a transition: in slices the browser can interrupt, the server's HTML on
            // screen meanwhile (drawn at once, the product page's lower part was a task of its own).
            startTransition(() => setLive(true));
          },
          () => undefined,
        );
      };
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button) {
          event.preventDefault();
          carriedOver.current.press = rankOf(element, button);
        }
        goLive();
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), { rootMargin: "600px 0px" });
      if (!fromServer || changed) goLive();
      else observer.observe(element);
      element.addEventListener("focusin", goLive);
      element.addEventListener("pointerdown", goLive);
      element.addEventListener("click", onClick);
      return () => {
        gone = true;
        observer.disconnect();
        element.removeEventListener("focusin", goLive);
        element.removeEventListener("pointerdown", goLive);
        element.removeEventListener("click", onClick);
      };
    }, [fromServer, changed, live]);

    useLayoutEffect(() => {
      const element = ref.current;
      const { focus, press } = carriedOver.current;
      if (!live || !element) return;
      carriedOver.current = { focus: -1, press: -1 };
      elementAt(element, focus)?.focus();
      elementAt(element, press)?.click();
    }, [live]);

    if (import.meta.env.SSR || (live && Component)) {
      return (
        <div ref={ref} key="live">
          {Component ? <Component {...props} /> : null}
        </div>
      );
    }
    return fromServer ? <div ref={ref} key="server" dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning /> : <div ref={ref} key="server" />;
  }

  /** Resolves once the code is there. */
  const preload = (): Promise<unknown> => code.load();
  return { Part, preload };
}
