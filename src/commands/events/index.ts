import { Schema } from "effect"
import { configEvents } from "./config"
import { navigationEvents } from "./navigation"
import { sessionEvents } from "./session"
import { systemEvents } from "./system"

export * from "./config"
export * from "./navigation"
export * from "./session"
export * from "./system"

/** Every event type the app has ever shipped. An event type, once shipped, is never removed (ARCHITECTURE 3). */
export const eventClasses = [...systemEvents, ...configEvents, ...sessionEvents, ...navigationEvents] as const

export const Event = Schema.Union(...eventClasses)
export type Event = typeof Event.Type
export type EventTag = Event["_tag"]

/** The current version of each event type, written into every export header. */
export const eventVersions: Readonly<Record<EventTag, number>> = Object.fromEntries(
  eventClasses.map((cls) => [cls.identifier, currentVersion(cls)])
) as Record<EventTag, number>

function currentVersion(cls: (typeof eventClasses)[number]): number {
  const v = cls.fields.v
  return v.literals[0]
}

/** Events that record a server's answer: they enter the log with source "server". */
export const serverAnswerTags: ReadonlySet<EventTag> = new Set<EventTag>([
  "ConfigLoaded",
  "ConfigLoadFailed",
  "ConfigGroupsLoaded",
  "ConfigGroupsLoadFailed",
  "SessionChecked",
  "SessionCheckFailed",
  "DeviceSessionStarted",
  "DeviceSessionFailed",
  "CaptchaRequested",
  "TermsChangeDetected"
])
