import type { RegistrationReminderSetting } from "../config/siteConfig"

/**
 * The registration reminder popup (SPEC.md 3 "Registration reminder setting: delay, interval", 4 "Registration
 * reminder popup", 6 "Guests see ... the registration reminder"). A guest who has spent the setting's `delay` on a page
 * with no sign-in or registration form (nor another modal) open is shown the popup once; the time from which it may
 * show again, `interval` later, is stored in the browser, so neither a reload nor another tab shows it sooner.
 */

/** Where the next allowed time (epoch ms, as text) is kept: local storage, shared by the browser's tabs. */
export const REGISTRATION_REMINDER_STORAGE_KEY = "oddsfold.registrationReminder.nextAt"

/** What the popup's timer needs to know of the page when it runs out. */
export interface ReminderScene {
  /** A player is signed in (or the session is not known yet: nobody is reminded on a guess). */
  readonly guest: boolean
  /** A sign-in, registration or password form is open (as a page, modal or dropdown), or any other modal. */
  readonly formOrModalOpen: boolean
  /** The site offers registration (SPEC.md 2.4: allowed by config, not a VIP domain). */
  readonly registrationOpen: boolean
}

/** Whether the page itself allows the popup now: a guest, registration on offer, nothing else over the page. */
export const sceneAllowsReminder = (scene: ReminderScene): boolean => scene.guest && scene.registrationOpen && !scene.formOrModalOpen

/**
 * The next allowed time a stored record means. A record that is no time at all (another app's value, a hand edit)
 * counts as none. A time further ahead than one interval from now cannot have been written under this setting (the
 * clock was moved back, or the operator shortened the interval): the wait is never longer than one interval from now.
 */
export const nextAllowedOf = (stored: string | undefined, nowMillis: number, setting: RegistrationReminderSetting): number | null => {
  if (stored === undefined || !/^[0-9]{1,16}$/.test(stored)) return null
  const at = Number(stored)
  return Math.min(at, nowMillis + setting.interval * 1000)
}

/** Whether the reminder may show at `nowMillis`, given the stored next allowed time (null: never shown). */
export const reminderAllowedAt = (nextAllowed: number | null, nowMillis: number): boolean => nextAllowed === null || nowMillis >= nextAllowed

/** The next allowed time once the reminder shows at `shownAtMillis`: one interval later. */
export const nextAllowedAfter = (shownAtMillis: number, setting: RegistrationReminderSetting): number => shownAtMillis + setting.interval * 1000

/** The delay, in ms, a guest spends on the site before the reminder (the setting is in seconds). */
export const reminderDelayMillis = (setting: RegistrationReminderSetting): number => setting.delay * 1000

/** Where the flag that a new player saw the welcome modal is kept (local storage, one per player of the browser). */
export const welcomeStorageKey = (userId: number): string => `oddsfold.welcome.shown.${userId}`
