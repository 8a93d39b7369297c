import { Subject } from "rxjs"

/**
 * The view event bus (SPEC.md 7): what happens to each remote view, per app (ready, error, dead, mounted,
 * entry-ready) and what the host or a view asks (reload). The shell's triggers a view may send (showing the login
 * form, the consultant…) travel on it too.
 */
export type ViewBusEvent =
  | { readonly type: "ready" | "error" | "dead" | "mounted" | "entry-ready" | "reload" | "redirect"; readonly app: string; readonly key: string }
  | {
      readonly type:
        | "triggerAnalytics"
        | "triggerShowRegistrationForm"
        | "triggerShowLoginForm"
        | "triggerShowLoginDropdown"
        | "hideHostVModal"
        | "showUserQuestionModal"
        | "showConsultant"
        | "initConsultant"
        | "closeSupportRequestHistoryModal"
        | "showNotificationSuccessEmail"
      readonly app: string
    }

export const viewBus = new Subject<ViewBusEvent>()
