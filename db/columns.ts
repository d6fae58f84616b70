import type { InsertType, SelectType } from "kysely";

/**
 * How a column is stored, as the schema drift test (schema-drift.test.ts) compares it with
 * the database the migrations build: "nullable" (`T | null`), "default" (`Generated<T>`:
 * not null, the database fills it when an insert leaves it out) or "required" (not null,
 * no default).
 * @internal The drift test names the kinds it finds.
 */
export type ColumnKind = "nullable" | "default" | "required";

type KindOf<C> = null extends SelectType<C> ? "nullable" : undefined extends InsertType<C> ? "default" : "required";

/**
 * Every column of a table type with its kind. A table's runtime list is written
 * `{ … } satisfies Columns<XTable>`, so a column missing from the list, one the type does
 * not have, or one of another kind fails the typecheck.
 */
export type Columns<Table> = { readonly [Name in keyof Table]-?: KindOf<Table[Name]> };
