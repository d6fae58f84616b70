import { CheckCircle2, Download, PartyPopper } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useFetcher, useFetchers, useSubmit } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import {
  AWAITING_APPROVAL,
  CLASS_CERTIFICATE_SIZE,
  classCertificateFileName,
  classItemKeys,
  itemKey,
  MESSAGES,
  parseStoredProgress,
  progressPercent,
  type PathfinderClass,
} from "./classes.ts";
import { FULL_MESSAGE, queuedValue } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { downloadBlob } from "#app/platform/sharing/browser-share.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { longDate, todayIso } from "./certificate-dates.ts";
import { PROGRESS_STORAGE_KEY } from "./local-keys.ts";
import { count } from "#app/platform/site/count.ts";
import { type FormAnswer } from "#app/platform/http/field-errors.ts";

type ProgressClass = Pick<PathfinderClass, "id" | "titulo" | "cor" | "areas">;

interface Props {
  classes: ProgressClass[];
  initialClass: number;
  /**
   * `signOff` is the club's sign-off of the member's items (the approved keys, and how each
   * reviewed item reads); null when the member is in no club.
   */
  member: {
    name: string;
    checked: string[];
    signOff: { approved: string[]; waiting: string[]; returned: string[]; states: Record<string, string> } | null;
  } | null;
  /** A guardian's child using the page on the family's device: each tick names the child (decision 0048). */
  childId?: string | null;
}

type ItemState = "aprovado" | "feito" | "devolvido" | null;

/** In a club: approved, waiting and returned counts of a list of items; only approved ones make the percentage. */
function clubCounts(keys: readonly string[], stateOf: (key: string) => ItemState) {
  const count = (state: ItemState) => keys.filter((k) => stateOf(k) === state).length;
  return { approved: count("aprovado"), waiting: count("feito"), returned: count("devolvido") };
}

/** A visitor's page has no server data to show queued writes over. */
const queueless = {};

/** Browser only: the visitor's stored map (item key → true). */
function readLocal(): Record<string, boolean> {
  return Object.fromEntries(parseStoredProgress(localStorage.getItem(PROGRESS_STORAGE_KEY)).map((k) => [k, true]));
}

/** Class progress: pick a class, tick its items, see the bars, get the certificate at 100 %. */
export function ClassProgress({ classes, initialClass, member, childId = null }: Props) {
  const submit = useSubmit();
  const merge = useFetcher<FormAnswer<{ checked?: string[] }>>({ key: "progresso-mesclar" });
  const [selected, setSelected] = useState(initialClass);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);
  const [name, setName] = useState(member?.name ?? "");
  // Null on the server and while hydrating, so the cached page is the same for every visitor.
  const stored = useStoredValue(PROGRESS_STORAGE_KEY, "{}");
  const localKeys = useMemo(() => parseStoredProgress(stored), [stored]);

  // A member's progress kept in this browser (ticked before logging in) is merged into the account, then forgotten here.
  const merging = member !== null && localKeys.length > 0 && merge.state === "idle" && !merge.data;
  useEffect(() => {
    if (merging) merge.submit({ intent: "mesclar", itens: JSON.stringify(localKeys) }, { method: "post" });
  }, [merging, merge, localKeys]);
  useEffect(() => {
    if (merge.data?.ok) writeStoredValue(PROGRESS_STORAGE_KEY, "{}");
  }, [merge.data]);

  // A tick the server refused (too many at once, an unknown item): said, not hidden.
  const refused = useFetchers().find((f) => f.key.startsWith("progresso-") && (f.data as { ok?: boolean } | undefined)?.ok === false);
  const refusedMessage = (refused?.data as { message?: string } | undefined)?.message;

  // Items ticked offline wait in the queue (decision 0017), shown over the server's list.
  const queue = useOfflineForm(member ?? queueless);
  const checked = useMemo(() => {
    const base = new Set(member ? [...member.checked, ...((merge.data?.ok && merge.data.checked) || []), ...localKeys] : localKeys);
    for (const { fields } of member ? queue.shown : []) {
      if (fields.feito === "1") base.add(fields.item ?? "");
      else base.delete(fields.item ?? "");
    }
    for (const [key, on] of Object.entries(overrides)) {
      if (on) base.add(key);
      else base.delete(key);
    }
    return base;
  }, [member, merge.data, localKeys, overrides, queue.shown]);

  const current = classes.find((c) => c.id === selected) ?? classes[0]!;
  const keys = useMemo(() => classItemKeys(current as PathfinderClass), [current]);
  const signOff = member?.signOff ?? null;
  const approved = useMemo(() => new Set(signOff?.approved ?? []), [signOff]);
  const returned = useMemo(() => new Set(signOff?.returned ?? []), [signOff]);
  /** An item's state in the club, with what was ticked or unticked here since the page loaded. */
  const stateOf = (key: string): ItemState => {
    if (approved.has(key)) return "aprovado";
    if (checked.has(key)) return "feito";
    return returned.has(key) && overrides[key] === undefined ? "devolvido" : null;
  };
  // Alone, the bars count ticked items; in a club, only approved ones (waiting and returned are counted apart).
  const percent = progressPercent(keys, signOff ? approved : checked);
  const certificateOpen = percent === 100;

  function toggle(key: string) {
    const on = !checked.has(key);
    if (member) {
      setOverrides((prev) => ({ ...prev, [key]: on }));
      submit(
        { intent: "marcar", item: key, feito: on ? "1" : "0", ...(childId ? { crianca: childId } : {}) },
        { method: "post", navigate: false, fetcherKey: `progresso-${key}` },
      );
    } else {
      const map = readLocal();
      if (on) map[key] = true;
      else delete map[key];
      writeStoredValue(PROGRESS_STORAGE_KEY, JSON.stringify(map));
    }
  }

  async function certificate() {
    if (!certificateOpen) return setNotice({ tone: "error", text: signOff ? MESSAGES.clubIncomplete : MESSAGES.incomplete });
    if (!name.trim()) return setNotice({ tone: "error", text: MESSAGES.nameMissing });
    const { renderCertificate } = await import("./certificate-image.ts");
    const blob = await renderCertificate({
      ...CLASS_CERTIFICATE_SIZE,
      heading: "Certificado de Classe",
      name: name.trim(),
      lines: [`concluiu todos os requisitos da classe ${current.titulo}`, "do Clube de Desbravadores."],
      date: longDate(todayIso()),
      accent: current.cor,
    });
    downloadBlob(blob, classCertificateFileName(current.titulo));
    setNotice({ tone: "success", text: MESSAGES.generated });
  }

  return (
    <div className="grid gap-6">
      {merge.data?.ok && <Notice>O progresso guardado neste navegador foi adicionado à sua conta.</Notice>}
      {refusedMessage && <Notice tone="error">Não foi possível salvar a última marcação. {refusedMessage}</Notice>}
      {queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <div role="group" aria-label="Escolha a classe" className="flex flex-wrap gap-2">
        {classes.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={c.id === current.id}
            onClick={() => {
              setSelected(c.id);
              setNotice(null);
            }}
            className="rounded-full border-2 px-4 py-2 font-semibold aria-pressed:text-on-accent"
            style={{ borderColor: c.cor, ...(c.id === current.id ? { backgroundColor: c.cor } : {}) }}
          >
            {c.titulo}
          </button>
        ))}
      </div>

      <section aria-labelledby="classe-atual" className="grid gap-4">
        <div>
          <h2 id="classe-atual" className="text-2xl font-bold">
            Classe {current.titulo}
          </h2>
          <ClassBar label={`Progresso da classe ${current.titulo}`} percent={percent} colour={current.cor} />
          {signOff && <ClubCounts {...clubCounts(keys, stateOf)} />}
        </div>

        {current.areas.map((area, ai) => {
          const areaKeys = area.itens.map((_, ii) => itemKey(current.id, ai, ii));
          const areaPercent = progressPercent(areaKeys, signOff ? approved : checked);
          return (
            <div key={area.area} className="rounded-xl border border-line p-4">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                {area.area}
                {areaPercent === 100 && (
                  <>
                    <CheckCircle2 className="size-5 text-success" aria-hidden="true" data-testid="area-concluida" />
                    <span className="sr-only">(área concluída)</span>
                  </>
                )}
              </h3>
              <ClassBar label={`Progresso em ${area.area}`} percent={areaPercent} colour={current.cor} />
              {signOff && <ClubCounts {...clubCounts(areaKeys, stateOf)} />}
              <ul className="mt-3 grid gap-2">
                {area.itens.map((item, ii) => {
                  const key = areaKeys[ii]!;
                  const on = checked.has(key);
                  return (
                    <li key={key}>
                      {member ? (
                        // A form, so a member can tick items before JavaScript loads (or without it).
                        <form
                          method="post"
                          className="flex items-start gap-2"
                          onSubmit={(e) => {
                            // Offline the tick is queued; its mark here follows it.
                            queue.onSubmit(`${on ? "Desmarcar" : "Marcar"} item da classe ${current.titulo}`)(e);
                            if (e.defaultPrevented) return setOverrides((prev) => ({ ...prev, [key]: !on }));
                            e.preventDefault();
                            toggle(key);
                          }}
                        >
                          <input type="hidden" name="intent" value="marcar" />
                          <input type="hidden" name="item" value={key} />
                          <input type="hidden" name="feito" value={on ? "0" : "1"} />
                          {childId && <input type="hidden" name="crianca" value={childId} />}
                          <ItemButton type="submit" on={on} text={item} />
                          {queuedValue(queue.waiting, queue.action, { item: key }, "feito") !== undefined && <PendingMark />}
                        </form>
                      ) : (
                        <ItemButton type="button" on={on} text={item} onClick={() => toggle(key)} />
                      )}
                      {signOff && stateOf(key) !== null && (
                        <p className="ml-9 text-sm font-semibold text-muted" data-testid={`estado-${key}`}>
                          {stateOf(key) === "feito" && overrides[key] !== undefined ? AWAITING_APPROVAL : (signOff.states[key] ?? AWAITING_APPROVAL)}
                        </p>
                      )}
                      {signOff && stateOf(key) === "devolvido" && (
                        <div className="mt-1 ml-9">
                          <Button variant="secondary" onClick={() => toggle(key)} aria-label={`Enviar de novo: ${item}`}>
                            Enviar de novo
                          </Button>
                          <p className="mt-1 text-sm text-muted">Refaça o que a observação pede e envie de novo para aprovação.</p>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="certificado-titulo" className="grid gap-3 rounded-xl border border-line p-4">
        <h2 id="certificado-titulo" className="text-xl font-bold">
          Certificado
        </h2>
        {certificateOpen && (
          <p className="flex items-center gap-2 rounded-lg bg-success-soft p-4 text-lg font-bold text-success">
            <PartyPopper className="size-6" aria-hidden="true" />
            {MESSAGES.classDone}
          </p>
        )}
        <FormField label="Nome no certificado" name="nome-certificado" value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} />
        <div>
          <Button onClick={certificate}>
            <Download className="size-4" aria-hidden="true" />
            Gerar Certificado
          </Button>
        </div>
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </section>
    </div>
  );
}

function ItemButton({ on, text, ...props }: { on: boolean; text: string; type: "button" | "submit"; onClick?: () => void }) {
  return (
    <button {...props} role="checkbox" aria-checked={on} className="flex w-full items-start gap-3 rounded-lg px-2 py-1 text-left hover:bg-subtle">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded border-2 ${on ? "border-success bg-success text-surface" : "border-line-strong"}`}
      >
        {on ? "✓" : ""}
      </span>
      <span className={on ? "text-muted line-through" : ""}>{text}</span>
    </button>
  );
}

/** In a club: how many items are approved, waiting and returned (only approved ones fill the bar). */
function ClubCounts({ approved, waiting, returned }: { approved: number; waiting: number; returned: number }) {
  return (
    <p className="mt-1 text-sm text-muted">
      {count(approved, "aprovado", "aprovados")} · {waiting} aguardando · {count(returned, "devolvido", "devolvidos")}
    </p>
  );
}

/** The class's bar in its colour, with the percentage beside it. */
function ClassBar({ label, percent, colour }: { label: string; percent: number; colour: string }) {
  return (
    <div className="mt-2 flex items-center gap-3">
      <ProgressBar percent={percent} label={label} colour={colour} animated className="flex-1 overflow-hidden" />
      <span className="w-12 text-right text-sm font-semibold">{percent}%</span>
    </div>
  );
}
