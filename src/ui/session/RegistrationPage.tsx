import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import { splitLanguageSegment } from "../../domain/shell/languageRoute"
import { useDispatch, useStore } from "../AppContext"
import { NotFoundPage } from "../kit/NotFoundPage"
import { useSessionTexts } from "./authTexts"
import { RegistrationForm, type RegistrationTab } from "./RegistrationForm"

/** registration/{type?} of SPEC.md 2.4: fast (one click), phone, full (e-mail) and social open their tab; the others the default. */
const tabOf = (path: string): RegistrationTab => {
  const rest = splitLanguageSegment(path).rest
  return rest === "/registration/full" ? "email" : rest === "/registration/phone" ? "phone" : rest === "/registration/social" ? "social" : "oneClick"
}

/** The registration page; where config closes registration (or on a VIP domain) the route does not exist (404). */
export const RegistrationPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const config = store.siteConfig.value.config
  const available = config !== null && isRegistrationAvailable(config)
  const path = store.location.value.path
  useEffect(() => {
    if (available) void dispatch(new OpenAuthForm({ form: "registration", view: "page" }))
  }, [available, dispatch])
  if (!available) return <NotFoundPage />
  return (
    <div className="container auth-page">
      <div className="auth-card auth-card--wide">
        <h1>{t("registration.title")}</h1>
        <RegistrationForm initialTab={tabOf(path)} />
      </div>
    </div>
  )
}
