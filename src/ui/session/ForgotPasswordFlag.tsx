import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { showsForgotPasswordModal } from "../../domain/session/passwordRecovery"
import { useDispatch, useStore } from "../AppContext"

/**
 * SPEC.md 2.1: home with the showForgotPasswordModal query opens the forgot-password modal for a player who is not
 * signed in, once per visit of that address (closing it leaves the address as it is, and must not reopen it). Tiny
 * and in the first route: the modal's own code loads only when it opens.
 */
export const ForgotPasswordFlag = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const { path, search } = store.location.value
  const signedIn = store.session.value.status === "player"
  const handled = useRef<string | null>(null)
  useEffect(() => {
    const here = `${path}${search}`
    if (handled.current === here || signedIn || !showsForgotPasswordModal(path, search)) return
    handled.current = here
    void dispatch(new OpenAuthForm({ form: "forgotPassword", view: "modal" }))
  }, [path, search, signedIn, dispatch])
  return null
}
