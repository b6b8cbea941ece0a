import type { Schema } from "effect"

/**
 * Who may call a procedure. Checked by the server before the handler runs:
 * - public: anyone, signed in or not;
 * - signedIn: any user with a valid session;
 * - accountMember: a member of the account named by the account-id header (or a member of its
 *   management parent, or a superadmin);
 * - accountOwner: an owner (Administrator) of that account;
 * - superadmin: the global superadmin role.
 */
export type Access = "public" | "signedIn" | "accountMember" | "accountOwner" | "superadmin"

/** Queries read (GET, cacheable, never change data); mutations write (POST, in one transaction). */
export type ProcedureKind = "query" | "mutation"

export interface Procedure<
  Name extends string = string,
  Kind extends ProcedureKind = ProcedureKind,
  I = any,
  IE = any,
  O = any,
  OE = any,
  E extends { readonly _tag: string } = { readonly _tag: string },
  Acc extends Access = Access,
> {
  readonly name: Name
  readonly kind: Kind
  readonly access: Acc
  readonly input: Schema.Schema<I, IE, never>
  readonly output: Schema.Schema<O, OE, never>
  /** The error classes (each also its Schema) this procedure may fail with, besides transport errors. */
  readonly errors: ReadonlyArray<Schema.Schema.AnyNoContext>
  /** Type-level only: the union of those errors. */
  readonly _errors?: E
}

export type AnyProcedure = Procedure<string, ProcedureKind, any, any, any, any, any, Access>
export type InputOf<P> = P extends Procedure<any, any, infer I, any, any, any, any, any> ? I : never
export type EncodedInputOf<P> = P extends Procedure<any, any, any, infer IE, any, any, any, any> ? IE : never
export type OutputOf<P> = P extends Procedure<any, any, any, any, infer O, any, any, any> ? O : never
export type ErrorOf<P> = P extends Procedure<any, any, any, any, any, any, infer E, any> ? E : never
export type AccessOf<P> = P extends Procedure<any, any, any, any, any, any, any, infer A> ? A : never

/** Declares a procedure of the contract. The name is `area.verb` (`report.get`). */
export const procedure = <
  const Name extends string,
  const Kind extends ProcedureKind,
  I,
  IE,
  O,
  OE,
  const Acc extends Access,
  const Errors extends ReadonlyArray<Schema.Schema.AnyNoContext> = readonly [],
>(
  name: Name,
  spec: {
    readonly kind: Kind
    readonly access: Acc
    readonly input: Schema.Schema<I, IE, never>
    readonly output: Schema.Schema<O, OE, never>
    readonly errors?: Errors
  },
): Procedure<
  Name,
  Kind,
  I,
  IE,
  O,
  OE,
  Schema.Schema.Type<Errors[number]> & { readonly _tag: string },
  Acc
> => ({
  name,
  ...spec,
  errors: spec.errors ?? [],
})
