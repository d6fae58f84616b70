/** The hidden fields every verse-mark form posts: what to do and to which verses ('3,4,10'). */
export function MarkFields({ acao, verses }: { acao: "destacar" | "anotar"; verses: readonly number[] }) {
  return (
    <>
      <input type="hidden" name="acao" value={acao} />
      <input type="hidden" name="versiculos" value={verses.join(",")} />
    </>
  );
}
