import { Context, type Effect } from "effect"
import type { Observable } from "rxjs"

/**
 * The time of the signed-in player's last activity, shared by every tab of this browser and kept across visits
 * (SPEC.md 4 "Auto-logoff"): an idle tab does not log off a player who is active in another, and a player who comes
 * back after the limit finds the inactivity modal instead of a fresh clock.
 */
export class ActivityShare extends Context.Tag("oddsfold/ActivityShare")<
  ActivityShare,
  {
    /** The last activity any tab recorded (epoch ms); none when nothing is recorded (no player, or logged out). */
    readonly lastActivity: Effect.Effect<number | undefined>
    /** This tab's player was active at `atMillis`: recorded for every tab; the time only moves forward. */
    readonly record: (atMillis: number) => Effect.Effect<void>
    /** Forgets the recorded time (the player logged out, or was logged off). */
    readonly clear: Effect.Effect<void>
    /** Another tab recorded a time (its value) or forgot it (undefined). */
    readonly changes: Observable<number | undefined>
  }
>() {}
