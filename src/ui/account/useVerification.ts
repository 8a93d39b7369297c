import { useEffect } from "react"
import { LoadVerification } from "../../commands/account/verificationCommands"
import { useDispatch, useStore } from "../AppContext"

/** The verification state for a page that shows it: loaded once for a signed-in player whose state is not loaded. */
export const useVerification = () => {
  const dispatch = useDispatch()
  const store = useStore()
  const isPlayer = store.session.value.status === "player"
  const state = store.verification.value
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadVerification({}))
  }, [isPlayer, state.status, dispatch])
  return { isPlayer, state }
}
