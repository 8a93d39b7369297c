import { Arbitrary, type Schema } from "effect"
import fc from "fast-check"
import { areas, type Command, type CommandTag } from "../../src/commands/registry"

export type CommandOverrides = { readonly [T in CommandTag]?: fc.Arbitrary<Extract<Command, { readonly _tag: T }>> }

/**
 * Commands of every area the registry lists, one generator per command class, derived from its Schema: a command
 * added to an area is generated at once, with no edit here. A test may shape some fields (realistic paths, marked
 * secrets) through `overrides`; every other command comes from its Schema as it is.
 */
export const commandArbitrary = (overrides: CommandOverrides = {}): fc.Arbitrary<Command> =>
  fc.oneof(
    ...areas.flatMap((area) =>
      (area.commands as ReadonlyArray<Schema.Schema<Command, unknown> & { readonly identifier: string }>).map(
        (cls) => (overrides[cls.identifier as CommandTag] as fc.Arbitrary<Command> | undefined) ?? Arbitrary.make(cls)
      )
    )
  )
