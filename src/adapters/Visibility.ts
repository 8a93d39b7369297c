import { Context, type Effect } from "effect"
import type { Observable } from "rxjs"

/** Page visibility: timers such as the 60 s session refresh stop while the tab is hidden (SPEC.md 4). */
export class Visibility extends Context.Tag("oddsfold/Visibility")<
  Visibility,
  {
    readonly isVisible: Effect.Effect<boolean>
    /** Emits the new visibility on every change. */
    readonly changes: Observable<boolean>
    /** Search bots never start timers (SPEC.md 4). */
    readonly isBot: Effect.Effect<boolean>
  }
>() {}
