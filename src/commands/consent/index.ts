import { Effect } from "effect"
import { filter } from "rxjs"
import { Analytics } from "../../adapters/Analytics"
import { Cookies } from "../../adapters/Cookies"
import { viewportResizes } from "../../adapters/domStreams"
import { forEachValue } from "../../adapters/observe"
import { allows, CONSENT_COOKIE_MAX_AGE_SECONDS, WINDOW_WIDTH_COOKIE } from "../../domain/consent/cookieConsent"
import { pageTypeOf } from "../../domain/shell/pageType"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { CaptureReferral, consentCommands, RestoreAgeConfirmation, RestoreConsent, SendCookieAgreement } from "./commands"
import { consentEvents, consentServerAnswers } from "./events"
import { acceptConsent, captureReferralMarks, confirmAge, declineAge, restoreAgeConfirmation, restoreConsent, sendCookieAgreement, showConsentView } from "./handlers"

/** Session answers after which a player may be signed in with a guest's agree time still to send. */
const PLAYER_ARRIVES: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered"])

/** Route changes (SPEC.md 7, event 2): each page shown after the first, by page type (never its address). */
const reportRouteChanges = (bus: CommandBus) =>
  Effect.gen(function* () {
    const analytics = yield* Analytics
    let from = pageTypeOf(bus.store.snapshot().location.path)
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "Navigated")),
        (entry) => {
          const to = pageTypeOf((entry.body as { readonly path: string }).path)
          const fromPageType = from
          from = to
          return analytics.page([{ name: "route_change", at: entry.at, pageType: to, fromPageType }])
        }
      )
    )
  })

/** SPEC.md 4: the window's width is saved only with functional cookies (after resizing pauses, SPEC.md 9 100 ms). */
const keepWindowWidth = (bus: CommandBus) =>
  Effect.gen(function* () {
    if (typeof window === "undefined") return
    const cookies = yield* Cookies
    const save = (width: number) => (allows(bus.store.snapshot().consent.type, "functionality") ? cookies.set(WINDOW_WIDTH_COOKIE, String(width), { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS }) : Effect.void)
    yield* save(window.innerWidth)
    yield* Effect.forkScoped(forEachValue(viewportResizes(window), (size) => save(size.width)))
    // A choice that allows it keeps the width at once, not at the next resize.
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "ConsentAccepted")), () => save(window.innerWidth)))
  })

/** Cookie consent, the age gate, the site's own analytics and referral capture (ARCHITECTURE 2, area `consent`). */
export const consentArea: Area<typeof consentCommands, typeof consentEvents> = defineArea({
  name: "consent",
  commands: consentCommands,
  handlers: {
    RestoreConsent: restoreConsent,
    ShowConsentView: showConsentView,
    AcceptConsent: acceptConsent,
    SendCookieAgreement: sendCookieAgreement,
    CaptureReferral: captureReferralMarks,
    RestoreAgeConfirmation: restoreAgeConfirmation,
    ConfirmAge: confirmAge,
    DeclineAge: declineAge
  },
  events: consentEvents,
  serverAnswers: consentServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      yield* bus.dispatchEffect(new RestoreConsent({}), "system")
      yield* bus.dispatchEffect(new RestoreAgeConfirmation({}), "system")
      // The query the page was opened with: a partner's link lands on any page.
      yield* bus.dispatchEffect(new CaptureReferral({ search: bus.store.snapshot().location.search }), "system")
      const sendAgreement = bus.dispatchEffect(new SendCookieAgreement({}), "system")
      yield* sendAgreement
      yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && PLAYER_ARRIVES.has(entry.body._tag))), () => sendAgreement))
      yield* reportRouteChanges(bus)
      yield* keepWindowWidth(bus)
    })
})
