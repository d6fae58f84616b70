/** A small heading and its list (steps are numbered); nothing when the list is empty. */
export function TitledList({
  title,
  items,
  ordered = false,
  level = 3,
}: {
  title: string;
  items: string[] | undefined;
  ordered?: boolean;
  level?: 2 | 3;
}) {
  if (!items?.length) return null;
  const List = ordered ? "ol" : "ul";
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading className={level === 2 ? "mb-2 text-lg font-bold" : "mb-1 font-semibold"}>{title}</Heading>
      <List className={`${ordered ? "list-decimal" : "list-disc"} grid gap-1 pl-5`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}
