import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { LoginTabs } from "./LoginTabs"

/** /{lng}/user/login (SPEC.md 2.4): the sign-in form as a page; after signing in the player goes where SPEC.md 4 says. */
export const LoginPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  useEffect(() => {
    void dispatch(new OpenAuthForm({ form: "login", view: "page" }))
  }, [dispatch])
  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1>{t("login.title")}</h1>
        <LoginTabs />
      </div>
    </div>
  )
}
