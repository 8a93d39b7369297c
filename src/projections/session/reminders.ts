import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * The registration reminder popup (SPEC.md 4): `visible` while it is over the page; `shown` once it has shown in this
 * visit (it shows once); `nextAllowedAt`, the stored time from which it may show again (epoch ms). Anything that makes a
 * guest sign in or register, or opens a sign-in or registration form, takes it away.
 */
export const RegistrationReminderState = Schema.Struct({
  visible: Schema.Boolean,
  shown: Schema.Boolean,
  nextAllowedAt: Schema.NullOr(Schema.Number)
})
export type RegistrationReminderState = typeof RegistrationReminderState.Type

export const registrationReminderProjection = defineProjection({
  name: "registrationReminder",
  schema: RegistrationReminderState,
  initial: { visible: false, shown: false, nextAllowedAt: null } as RegistrationReminderState,
  tags: ["RegistrationReminderShown", "RegistrationReminderClosed", "AuthFormOpened", "LoginSucceeded", "PlayerRegistered"],
  apply: (state, event): RegistrationReminderState => {
    switch (event._tag) {
      case "RegistrationReminderShown":
        return { visible: true, shown: true, nextAllowedAt: event.nextAllowedAt }
      case "RegistrationReminderClosed":
      case "AuthFormOpened":
      case "LoginSucceeded":
      case "PlayerRegistered":
        return state.visible ? { ...state, visible: false } : state
    }
  }
})

/**
 * The welcome modal (SPEC.md 4: shown once, a stored flag): `registeredThisVisit` from a registration on this page, or
 * the welcome of one that ended in this page's load, on (that visit has the welcome, not the first-deposit bonus modal
 * as well); `visible` from WelcomeShown until the player
 * closes it or leaves.
 */
export const WelcomeState = Schema.Struct({
  visible: Schema.Boolean,
  userId: Schema.NullOr(Schema.Int),
  registeredThisVisit: Schema.Boolean
})
export type WelcomeState = typeof WelcomeState.Type

export const welcomeProjection = defineProjection({
  name: "welcome",
  schema: WelcomeState,
  initial: { visible: false, userId: null, registeredThisVisit: false } as WelcomeState,
  tags: ["PlayerRegistered", "WelcomeShown", "WelcomeDismissed", "LoggedOut"],
  apply: (state, event): WelcomeState => {
    switch (event._tag) {
      case "PlayerRegistered":
        return state.registeredThisVisit ? state : { ...state, registeredThisVisit: true }
      // A welcome is a registration's (one that ended in a page load shows no PlayerRegistered here).
      case "WelcomeShown":
        return { visible: true, userId: event.userId, registeredThisVisit: true }
      case "WelcomeDismissed":
      case "LoggedOut":
        return state.visible ? { ...state, visible: false } : state
    }
  }
})
