import { BackLink } from "#app/components/ui/BackLink.tsx";
import { OutsideLink } from "#app/components/ui/OutsideLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { NewsMeta } from "./NewsMeta.tsx";
import type { NewsItem } from "./news.ts";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";

/** One news item on its own page: the church's with its text, the Pathfinders' with the link to its source. */
/** `item.corpoBlocks`: the text read on the server into the tree <Markdown blocks> draws. */
export function NewsArticle({ item, back }: { item: NewsItem & { corpoBlocks: MarkdownBlock[] }; back: { to: string; label: string } }) {
  return (
    <article className="mx-auto max-w-3xl">
      <BackLink to={back.to} className="mb-4">
        {back.label}
      </BackLink>
      <Card className="p-4 sm:p-8">
        <NewsMeta item={item} />
        <h1 className="mt-3 text-3xl font-bold break-words">{item.titulo}</h1>
        <p className="mt-3 text-lg break-words text-fg">{item.resumo}</p>
        {item.corpo && <Markdown blocks={item.corpoBlocks} className="mt-6 space-y-4 leading-relaxed break-words" />}
        {item.link && (
          <OutsideLink href={item.link} className="mt-6 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
            {item.corpo ? "Fonte" : "Leia Mais"}
          </OutsideLink>
        )}
      </Card>
    </article>
  );
}
