import type { ReactNode } from "react";

/**
 * A page section named by its own heading (`aria-labelledby`): `id` ties the two, `titleClassName`
 * sets the heading's size and spacing.
 */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = "text-xl font-bold",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
