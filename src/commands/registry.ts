import { Schema } from "effect"
import { accountArea } from "./account"
import { casinoArea } from "./casino"
import { casinoPlayArea } from "./casino/play"
import { bonusGamesArea } from "./casino/bonusGames"
import { changesArea } from "./changes"
import { configArea } from "./config"
import { consentArea } from "./consent"
import { couponArea } from "./coupon"
import { devtoolsArea } from "./devtools"
import { kernelEvents } from "./kernelEvents"
import { limitsArea } from "./limits"
import { lottoArea } from "./lotto"
import { totoArea } from "./toto"
import { partnersArea } from "./partners"
import { promoArea } from "./promo"
import { promotionsArea } from "./promotions"
import { contentArea } from "./content"
import type { Handler } from "./handler"
import type { EventMigration } from "./migrations"
import { paymentsArea } from "./payments"
import { sessionArea } from "./session"
import { settingsArea } from "./settings"
import { shellArea } from "./shell"
import { siteAccessArea } from "./siteAccess"
import { sportsArea } from "./sports"
import { sportsSearchArea } from "./sports/searchArea"
import { supportArea } from "./support"
import { termsArea } from "./terms"
import { tournamentsArea } from "./tournaments"
import { versionOf } from "./version"

/**
 * Every area of the client, one line each (ARCHITECTURE 2). Everything below is derived from this list: the
 * Command and Event unions, the handler table, which events are server answers, event versions, migrations, the
 * lanes commands run in.
 */
export const areas = [shellArea, configArea, sessionArea, settingsArea, accountArea, sportsArea, sportsSearchArea, couponArea, devtoolsArea, changesArea, limitsArea, paymentsArea, casinoArea, casinoPlayArea, bonusGamesArea, lottoArea, totoArea, tournamentsArea, promoArea, promotionsArea, partnersArea, contentArea, consentArea, termsArea, siteAccessArea, supportArea] as const

type AnyArea = (typeof areas)[number]
type ClassesOf<K extends "commands" | "events"> = AnyArea[K][number]

export type Command = InstanceType<ClassesOf<"commands">>
export type CommandTag = Command["_tag"]
export type Event = InstanceType<ClassesOf<"events"> | (typeof kernelEvents)[number]>
export type EventTag = Event["_tag"]
export type AreaName = AnyArea["name"]

const commandClasses = areas.flatMap((area): ReadonlyArray<ClassesOf<"commands">> => area.commands)
const eventClasses = [...kernelEvents, ...areas.flatMap((area): ReadonlyArray<ClassesOf<"events">> => area.events)]

// Suspended: a union reads every class's Schema, and building those for every command and event of every area
// at start would cost the first route (ARCHITECTURE 8); they are built on the first export, import or re-run.
export const Command: Schema.Schema<Command, any> = Schema.suspend(() => Schema.Union(...commandClasses)) as any
export const Event: Schema.Schema<Event, any> = Schema.suspend(() => Schema.Union(...eventClasses)) as any

/**
 * Each command's and event's class by its tag: an entry is decoded or encoded by the one class its tag names, which
 * builds that class's Schema alone instead of the union's every member (the first paint's entries, ARCHITECTURE 8).
 */
export const commandClassOfTag: ReadonlyMap<string, ClassesOf<"commands">> = new Map(commandClasses.map((cls) => [cls.identifier, cls]))
export const eventClassOfTag: ReadonlyMap<string, (typeof eventClasses)[number]> = new Map(eventClasses.map((cls) => [cls.identifier, cls]))

/** Every event type the app has ever shipped, with its current version (written into every export header). */
export const eventVersions: Readonly<Record<string, number>> = Object.fromEntries(eventClasses.map((cls) => [cls.identifier, versionOf(cls)]))

/** Events that record a server's answer: they enter the log with source "server". */
export const serverAnswerTags: ReadonlySet<string> = new Set(
  areas.flatMap((area) => (area.serverAnswers as ReadonlyArray<{ readonly identifier: string }>).map((cls) => cls.identifier))
)

/** Ordered upgrades of old event versions, all areas together. */
export const eventMigrations: ReadonlyArray<EventMigration> = areas.flatMap((area) => area.migrations)

export interface Route {
  readonly area: AreaName
  readonly handler: Handler<Command>
  /** A newer command of this tag cancels an older one still in flight. */
  readonly supersedes: boolean
}

/** Where each command goes: its handler and its area's lane. */
export const routes: ReadonlyMap<string, Route> = new Map(
  areas.flatMap((area) =>
    Object.entries(area.handlers).map(([tag, handler]): [string, Route] => [
      tag,
      {
        area: area.name,
        handler: handler as Route["handler"],
        supersedes: ((area as { readonly supersede?: ReadonlyArray<string> }).supersede ?? []).includes(tag)
      }
    ])
  )
)

/** The area each command and event tag belongs to ("kernel" for the kernel's own facts): for devtools filters. */
export const areaOfTag: ReadonlyMap<string, AreaName | "kernel"> = new Map<string, AreaName | "kernel">([
  ...kernelEvents.map((cls): [string, "kernel"] => [cls.identifier, "kernel"]),
  ...areas.flatMap((area) =>
    [...area.commands, ...area.events].map((cls): [string, AreaName] => [(cls as { readonly identifier: string }).identifier, area.name])
  )
])
