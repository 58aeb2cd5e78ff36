// The type of a content record, derived from its declaration in the content model (content-model.ts), as Astro's
// content collections derive an entry's type from its schema: a field renamed, added or made optional there changes
// the type of every user of it, so no record's shape is written twice. Types only: nothing here runs.
import type { Field, Fields } from "./field-kinds"

/** The value a field of one kind holds, as the content check lets it through (see field-kinds.ts). */
export type ValueOf<F extends Field> = F extends { kind: "list"; fields: infer S extends Fields }
  ? Array<RecordOf<S>>
  : F extends { kind: "object"; fields: infer S extends Fields }
    ? RecordOf<S>
    : F extends { kind: "reference"; multiple: true }
      ? string[]
      : F extends { kind: "strings" | "languages" }
        ? string[]
        : F extends { kind: "number" }
          ? number
          : F extends { kind: "boolean" }
            ? boolean
            : F extends { kind: "string"; oneOf: ReadonlyArray<infer One extends string> }
              ? One
              : string

type RequiredKeys<S extends Fields> = { [K in keyof S]: S[K] extends { optional: true } ? never : K }[keyof S]
type OptionalKeys<S extends Fields> = Exclude<keyof S, RequiredKeys<S>>

/** A record of a group of fields: each required field there, each optional one perhaps. */
export type RecordOf<S extends Fields> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in OptionalKeys<S>]?: ValueOf<S[K]>
} extends infer R
  ? { [K in keyof R]: R[K] }
  : never

/** The items of a list field of a group of fields: `ItemOf<typeof WARNING_SIGNS.fields, "signs">`. */
export type ItemOf<S extends Fields, K extends keyof S> = ValueOf<S[K]> extends Array<infer Item> ? Item : never

/**
 * A record as a page's query, or the CMS's draft, gives it: its lists read-only, and a field the declaration lets
 * staff leave out null as well as missing.
 */
export type Queried<T> =
  T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<Queried<Item>>
    : T extends object
      ? {
          readonly [K in keyof T]: undefined extends T[K]
            ? Queried<Exclude<T[K], undefined>> | null | undefined
            : Queried<T[K]>
        }
      : T

/** Fields as a draft may hold them, any of them still empty: missing or null. */
export type Drafted<T> = { readonly [K in keyof T]?: Queried<T[K]> | null }

/** A record as the CMS's editor holds it before a save: any field, at any depth, may still be empty. */
export type DraftOf<T> =
  T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<DraftOf<Item>>
    : T extends object
      ? { readonly [K in keyof T]?: DraftOf<T[K]> | null }
      : T
