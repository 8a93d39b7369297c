import { Context, type Effect } from "effect"
import type { Observable } from "rxjs"

/**
 * Page visibility and presence: timers such as the 60 s session refresh stop while the tab is hidden (SPEC.md 4), and
 * the auto-logoff timer restarts on every sign that a person is at the page.
 */
export class Visibility extends Context.Tag("oddsfold/Visibility")<
  Visibility,
  {
    readonly isVisible: Effect.Effect<boolean>
    /** Emits the new visibility on every change. */
    readonly changes: Observable<boolean>
    /**
     * A person is at the page: pointer, keys, wheel, scroll, or the tab shown again (SPEC.md 4 "Auto-logoff"),
     * at most once per 100 ms (SPEC.md 9 activity throttle).
     */
    readonly activity: Observable<void>
    /** Search bots never start timers (SPEC.md 4). */
    readonly isBot: Effect.Effect<boolean>
  }
>() {}
