import { Schema } from "effect"

/**
 * The version field of an event Schema (ARCHITECTURE 3): written by the constructor, so call sites never repeat
 * it, and required when decoding, so an imported entry always says which version of the event it is.
 */
export const version = <N extends number>(n: N) => ({
  v: Schema.Literal(n).pipe(Schema.propertySignature, Schema.withConstructorDefault(() => n))
})

/** The version an event class writes: read back from its Schema, so it is stated once, in the class. */
export const versionOf = (eventClass: { readonly fields: { readonly v: Schema.PropertySignature.All } }): number => {
  const ast = eventClass.fields.v.ast
  const type = ast._tag === "PropertySignatureDeclaration" ? ast.type : ast.to.type
  if (type._tag !== "Literal" || typeof type.literal !== "number") throw new Error("an event's v must be a number literal")
  return type.literal
}
