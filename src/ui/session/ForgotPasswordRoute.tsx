import { useEffect } from "react"
import { Navigate } from "../../commands/shell/commands"
import { forgotPasswordTarget } from "../../domain/session/passwordRecovery"
import type { LanguageCode } from "../../domain/shell/language"
import { useDispatch, useStore } from "../AppContext"

/** `/{lng}/user/forgotpassword` (SPEC.md 2.4): no page of its own, but home with the modal's flag, the query kept. */
export const ForgotPasswordRoute = () => {
  const dispatch = useDispatch()
  const store = useStore()
  const lng = (store.language.value.current ?? "en") as LanguageCode
  const search = store.location.value.search
  useEffect(() => {
    void dispatch(new Navigate({ to: forgotPasswordTarget(lng, search), mode: "replace" }))
  }, [dispatch, lng, search])
  return null
}
