import type { ReactNode } from "react";
import { PageLink } from "./PageLink.tsx";
import { href } from "react-router";

type Tone = "success" | "error" | "info";

const TONES: Record<Tone, string> = {
  success: "border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
  error: "border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  info: "border-brand-700 bg-brand-50 text-gray-900 dark:bg-gray-800 dark:text-gray-100",
};

/**
 * An in-page message standing in for browser alerts (decision 0007):
 * errors are announced assertively, the rest politely.
 */
export function Notice({ tone = "info", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border-l-4 px-4 py-3 ${TONES[tone]}`}>
      {children}
    </div>
  );
}

/** Tells a visitor that what they mark stays in this browser until they log in. */
export function KeptInBrowserNotice({ className }: { className: string }) {
  return (
    <div className={className}>
      <Notice>
        Seu progresso fica guardado neste navegador.{" "}
        <PageLink to={href("/login")} className="font-semibold underline">
          Entre na sua conta
        </PageLink>{" "}
        para guardá-lo no seu perfil.
      </Notice>
    </div>
  );
}
