import { CheckCircle2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { classItemKeys, itemKey, progressPercent, type PathfinderClass } from "./classes.ts";
import { ClassBar, ClubCounts } from "./ClassBar.tsx";
import { ClassCertificate, type CertificateNotice } from "./ClassCertificate.tsx";
import { ClassItem } from "./ClassItem.tsx";
import { useClassProgress, type ClassProgressState, type ProgressMember } from "./use-class-progress.ts";

type ProgressClass = Pick<PathfinderClass, "id" | "titulo" | "cor" | "areas">;

interface Props {
  classes: ProgressClass[];
  initialClass: number;
  member: ProgressMember | null;
  /** A guardian's child using the page on the family's device: each tick names the child (decision 0048). */
  childId?: string | null;
}

/** Class progress: pick a class, tick its items, see the bars, get the certificate at 100 %. */
export function ClassProgress({ classes, initialClass, member, childId = null }: Props) {
  const [selected, setSelected] = useState(initialClass);
  const [notice, setNotice] = useState<CertificateNotice | null>(null);
  const progress = useClassProgress(member, childId);
  const current = classes.find((c) => c.id === selected) ?? classes[0]!;
  const keys = useMemo(() => classItemKeys(current as PathfinderClass), [current]);
  const inClub = Boolean(member?.signOff);
  const percent = progressPercent(keys, progress.counted);

  return (
    <div className="grid gap-6">
      {progress.merged && <Notice>O progresso guardado neste navegador foi adicionado à sua conta.</Notice>}
      {progress.refusedMessage && <Notice tone="error">Não foi possível salvar a última marcação. {progress.refusedMessage}</Notice>}
      {progress.queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
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
          {inClub && <ClubCounts keys={keys} stateOf={progress.stateOf} />}
        </div>
        {current.areas.map((area, ai) => (
          <ClassArea key={area.area} current={current} areaIndex={ai} member={member} childId={childId} progress={progress} />
        ))}
      </section>

      <ClassCertificate
        current={current}
        open={percent === 100}
        inClub={inClub}
        memberName={member?.name ?? ""}
        notice={notice}
        onNotice={setNotice}
      />
    </div>
  );
}

/** One area of the class: its bar (and club counts), a mark when complete, its items. */
function ClassArea({
  current,
  areaIndex,
  member,
  childId,
  progress,
}: {
  current: ProgressClass;
  areaIndex: number;
  member: ProgressMember | null;
  childId: string | null;
  progress: ClassProgressState;
}) {
  const area = current.areas[areaIndex]!;
  const areaKeys = area.itens.map((_, ii) => itemKey(current.id, areaIndex, ii));
  const areaPercent = progressPercent(areaKeys, progress.counted);
  return (
    <div className="rounded-xl border border-line p-4">
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
      {member?.signOff && <ClubCounts keys={areaKeys} stateOf={progress.stateOf} />}
      <ul className="mt-3 grid gap-2">
        {area.itens.map((item, ii) => (
          <ClassItem
            key={areaKeys[ii]}
            itemKey={areaKeys[ii]!}
            text={item}
            classTitle={current.titulo}
            member={member}
            childId={childId}
            progress={progress}
          />
        ))}
      </ul>
    </div>
  );
}
