import type { Effect, Schema, Scope } from "effect"
import type { Handler, Services } from "./handler"
import type { EventMigration } from "./migrations"
import type { CommandBus } from "./bus"

/** A command class: a tagged Schema class whose instances are the commands. */
export type CommandClass = Schema.Schema<any, any, never> & (new (...args: any) => { readonly _tag: string })

/** An event class: a tagged, versioned Schema class (see version.ts). */
export type EventClass = Schema.Schema<any, any, never> &
  (new (...args: any) => { readonly _tag: string; readonly v: number }) & { readonly fields: { readonly v: Schema.PropertySignature.All } }

type CommandOf<Cs extends ReadonlyArray<CommandClass>> = InstanceType<Cs[number]>

/** One handler for each of the area's commands, by tag: a missing or extra one is a type error. */
export type AreaHandlers<Cs extends ReadonlyArray<CommandClass>> = {
  readonly [T in CommandOf<Cs>["_tag"]]: Handler<Extract<CommandOf<Cs>, { readonly _tag: T }>>
}

/**
 * Everything the kernel needs to know of an area (ARCHITECTURE 2): its commands with their handlers, its events,
 * which of them record a server's answer, how old versions of its events are upgraded, which commands a newer
 * one of the same kind makes obsolete, and what runs in the background once the app has started.
 */
export interface Area<Cs extends ReadonlyArray<CommandClass>, Es extends ReadonlyArray<EventClass>> {
  readonly name: string
  readonly commands: Cs
  readonly handlers: AreaHandlers<Cs>
  readonly events: Es
  readonly serverAnswers: ReadonlyArray<Es[number]>
  readonly migrations: ReadonlyArray<EventMigration>
  /** Tags of commands that cancel an older command of the same tag still in flight (a newer language's config). */
  readonly supersede?: ReadonlyArray<CommandOf<Cs>["_tag"]>
  /** Timers and subscriptions of the area, started once the first route is shown; stopped with the app. */
  readonly start?: (bus: CommandBus) => Effect.Effect<void, never, Services | Scope.Scope>
}

export const defineArea = <const Cs extends ReadonlyArray<CommandClass>, const Es extends ReadonlyArray<EventClass>>(
  area: Area<Cs, Es>
): Area<Cs, Es> => area
