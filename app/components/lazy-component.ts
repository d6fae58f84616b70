import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy for a component the server renders too. In the browser its code loads on
 * first use (while hydrating, the page keeps the server's HTML until then). On the
 * server it starts loading when the route modules load (their loaders run before the
 * first render) and renders in line from then on: a plain lazy component suspends in the
 * first streamed render, which sends its fallback first and swaps it in at the end of
 * the page (a layout shift), and the visitors' render cache would keep that page.
 */
export function lazyComponent<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  if (typeof window === "undefined")
    load().then(
      (module) => (loaded = module),
      () => {},
    );
  // A thenable that resolves at once: React renders the component without suspending.
  return lazy(() => (loaded ? ({ then: (resolve: (module: Loaded<P>) => void) => resolve(loaded!) } as Promise<Loaded<P>>) : load()));
}
