import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { Navigate } from "../../commands/shell/commands"
import { TWO_STEP_QUERY_FLAG } from "../../domain/api/twoStepSignIn"
import { AuthErrorCode } from "../../domain/session/credentials"
import type { LanguageCode } from "../../domain/shell/language"
import { withLanguage } from "../../domain/shell/languageRoute"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { LoginTabs } from "./LoginTabs"
import { SecondStepForm } from "./SecondStepForm"

/**
 * /{lng}/user/login (SPEC.md 2.4): the sign-in form as a page; after signing in the player goes where SPEC.md 4 says.
 * With the `two_step` flag (the social callback and one-tap send a two-step player here) it asks for the
 * authenticator's code of the sign-in the server keeps waiting, until that sign-in is gone (then: sign in again).
 */
export const LoginPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  useEffect(() => {
    void dispatch(new OpenAuthForm({ form: "login", view: "page" }))
  }, [dispatch])
  const lng = (store.language.value.current ?? "en") as LanguageCode
  const failure = store.auth.value.loginError
  const gone = failure !== null && failure.error._tag === "ServerRefused" && failure.error.code === AuthErrorCode.secondStepExpired
  const secondStep = new URLSearchParams(store.location.value.search).get(TWO_STEP_QUERY_FLAG) === "1" && !gone
  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1>{t("login.title")}</h1>
        {secondStep ? (
          <SecondStepForm onBack={() => void dispatch(new Navigate({ to: withLanguage(lng, "/user/login"), mode: "replace" }))} />
        ) : (
          <LoginTabs />
        )}
      </div>
    </div>
  )
}
