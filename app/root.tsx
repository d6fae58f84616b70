import { useEffect } from "react";
import { PageLink } from "./components/ui/PageLink.tsx";
import {
  href,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import stylesheet from "./app.css?url";
import { BottomNav } from "./shell/BottomNav.tsx";
import { ConnectivityBanner } from "./shell/ConnectivityBanner.tsx";
import { Footer } from "./shell/Footer.tsx";
import { TopBar } from "./shell/TopBar.tsx";
import { Notice } from "./components/ui/Notice.tsx";
import { forgetRedirectNotice } from "./areas/accounts/after-redirect.ts";
import { Celebrations } from "./areas/gamification/Celebrations.tsx";
import { ConfirmEmailBanner } from "./areas/accounts/ConfirmEmailBanner.tsx";
import { OfflineSupport } from "./platform/offline/OfflineSupport.tsx";
import { reloadForKeptCopy } from "./platform/offline/reload-for-kept-copy.ts";
import { celebrationsFromUrl } from "./areas/gamification/celebrations-url.server.ts";
import { flashFromUrl } from "./platform/site/flash.ts";
import { documentTitle } from "./platform/site/pages.ts";
import { themeBootScript } from "./platform/themes/theme-script.ts";
import { BROWSER_THEME_COLOR } from "./platform/themes/themes.ts";
import { requestTheme } from "./platform/http/cookies.server.ts";
import { optionalMember } from "./areas/accounts/guards.server.ts";
import { churchOfVisit } from "./areas/churches/guards.server.ts";
import { churchCount } from "./areas/accounts/roles.store.server.ts";
import { churchSettings } from "./areas/church-settings/church-settings.server.ts";
import { getApp } from "./platform/http/context.ts";
import { useNonce } from "./platform/http/nonce.ts";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/** Pages set their own title; this one names the error pages. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: documentTitle(isRouteErrorResponse(error) && error.status === 404 ? "Página não encontrada" : "Algo deu errado") }] : [];

/** A refusal a guard throws keeps its headers on the error page (a 429's Retry-After). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const user = await optionalMember(args);
  // The visit's church; its settings are kept in memory by the server (read again every 30 s).
  const church = await churchSettings(getApp(args.context), await churchOfVisit(args));
  // With several churches the footer lists them (/igrejas); with one nothing names a church.
  const manyChurches = (await churchCount(getApp(args.context).db)) > 1;
  return {
    theme: await requestTheme(request),
    // `admin` only adds 'Administração' to the menu; a page with a session is never stored for others (renderVariant).
    user: user && { id: user.id, name: user.name, admin: user.admin },
    emailToConfirm: user && !user.emailConfirmed ? user.email : null,
    notice: flashFromUrl(request.url),
    celebrations: celebrationsFromUrl(request.url),
    church: { name: church.name, city: church.city, address: church.address, email: church.email, phone: church.phone, whatsapp: church.whatsapp },
    manyChurches,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  const theme = data?.theme ?? { mode: null, color: "blue" as const };
  // A page that fills the screen by itself (the projection) says so with `handle = { bare: true }`: no shell around it.
  const shell = !useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  return (
    <html
      lang="pt-BR"
      className={theme.mode === "dark" ? "dark" : undefined}
      data-color-theme={theme.color}
      data-saved-theme={theme.mode ?? undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The one render-blocking file, asked for before the scripts' preloads. */}
        <link rel="preload" href={stylesheet} as="style" />
        <meta name="theme-color" content={BROWSER_THEME_COLOR[theme.mode ?? "light"]} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-fg antialiased">
        {shell && (
          <a
            href="#conteudo"
            className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Pular para o conteúdo
          </a>
        )}
        {shell && <TopBar user={data?.user ?? null} theme={theme} />}
        {shell && <ConnectivityBanner memberId={data?.user?.id ?? null} />}
        <main id="conteudo" tabIndex={-1} className={shell ? "mx-auto min-h-[60vh] max-w-7xl px-4 py-6 focus:outline-none" : undefined}>
          <Celebrations messages={data?.celebrations ?? []} />
          {/* Not on /confirmar-email, whose page says the same with its own 'Reenviar'. */}
          {data?.emailToConfirm && pathname !== href("/confirmar-email") && <ConfirmEmailBanner email={data.emailToConfirm} />}
          {data?.notice && (
            <div className="mb-4">
              <Notice tone={data.notice.tone}>{data.notice.text}</Notice>
            </div>
          )}
          {children}
        </main>
        {shell && <Footer church={data?.church ?? null} manyChurches={data?.manyChurches ?? false} />}
        {shell && <BottomNav />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the page as interactive (tests wait for it before using browser-only features).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { search } = useLocation();
  useEffect(() => forgetRedirectNotice(), [search]);
  return (
    <>
      <Outlet />
      <OfflineSupport />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reloadForKeptCopy();
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const clientMessage = isRouteErrorResponse(error) && typeof error.data?.error === "string" ? (error.data.error as string) : null;
  const [title, message] =
    status === 404
      ? ["Página não encontrada", "O endereço que você abriu não existe ou mudou de lugar."]
      : status < 500 && clientMessage
        ? ["Não foi possível concluir", clientMessage]
        : ["Algo deu errado", "Não foi possível mostrar esta página agora. Tente novamente em instantes."];
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <p className="mt-6 flex justify-center gap-4">
        <PageLink to={href("/")} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-on-accent">
          Início
        </PageLink>
        <PageLink to={href("/biblia")} className="rounded-lg border border-accent px-4 py-2 font-semibold text-accent">
          Bíblia
        </PageLink>
      </p>
    </section>
  );
}
