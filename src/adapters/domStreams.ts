import { Duration } from "effect"
import {
  asyncScheduler,
  debounceTime,
  distinctUntilChanged,
  filter,
  fromEvent,
  map,
  merge,
  type Observable,
  type SchedulerLike,
  throttleTime
} from "rxjs"

/**
 * Browser event streams, where RxJS is the natural tool (ARCHITECTURE.md 5). Each takes the event source as an
 * argument so tests can pass a plain EventTarget, and a scheduler so they can run on virtual time.
 */

/** SPEC.md 9: resize is debounced 100 ms, activity throttled 100 ms. */
export const RESIZE_DEBOUNCE = Duration.millis(100)
export const ACTIVITY_THROTTLE = Duration.millis(100)

export interface ViewportSize {
  readonly width: number
  readonly height: number
}

export interface ResizeSource extends EventTarget {
  readonly innerWidth: number
  readonly innerHeight: number
}

/** The viewport size once resizing has paused for 100 ms (layout work runs once per gesture, not per frame). */
export const viewportResizes = (target: ResizeSource, scheduler: SchedulerLike = asyncScheduler): Observable<ViewportSize> =>
  fromEvent(target, "resize").pipe(
    debounceTime(Duration.toMillis(RESIZE_DEBOUNCE), scheduler),
    map(() => ({ width: target.innerWidth, height: target.innerHeight }))
  )

/** Events that mean a person is at the keyboard or mouse (for inactivity and auto-logoff). */
export const ACTIVITY_EVENTS: ReadonlyArray<string> = ["mousemove", "mousedown", "pointerdown", "keydown", "scroll", "touchstart", "wheel"]

/** One emission per 100 ms at most while the player is active, with the time of the first event of each window. */
export const playerActivity = (target: EventTarget, scheduler: SchedulerLike = asyncScheduler): Observable<number> =>
  merge(...ACTIVITY_EVENTS.map((name) => fromEvent(target, name, { passive: true }))).pipe(
    throttleTime(Duration.toMillis(ACTIVITY_THROTTLE), scheduler, { leading: true, trailing: false }),
    map(() => scheduler.now())
  )

/**
 * Activity for the auto-logoff (SPEC.md 4): the player's events on the document, and the tab shown again, throttled
 * together at 100 ms. Scroll is listened for in the capture phase, so scrolling an inner panel counts too.
 */
export const presence = (target: VisibilitySource, scheduler: SchedulerLike = asyncScheduler): Observable<void> =>
  merge(
    ...ACTIVITY_EVENTS.map((name) => fromEvent(target, name, { passive: true, capture: true })),
    fromEvent(target, "visibilitychange").pipe(filter(() => target.visibilityState === "visible"))
  ).pipe(
    throttleTime(Duration.toMillis(ACTIVITY_THROTTLE), scheduler, { leading: true, trailing: false }),
    map(() => undefined)
  )

export interface VisibilitySource extends EventTarget {
  readonly visibilityState: DocumentVisibilityState
}

/** `true`/`false` each time the tab is shown or hidden (the browser may fire the event without a change). */
export const visibilityChanges = (target: VisibilitySource): Observable<boolean> =>
  fromEvent(target, "visibilitychange").pipe(
    map(() => target.visibilityState === "visible"),
    distinctUntilChanged()
  )
