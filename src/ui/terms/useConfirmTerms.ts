import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { CheckTerms, ConfirmTerms, LoadTermsRules } from "../../commands/terms/commands"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useTermsTexts = () => useAreaTexts("terms", { en, ru })

/**
 * The confirm page's state: once the session is known, the terms are checked (unchanged terms, or a guest, go back to
 * the root: the handler's redirect) and the current terms read; accepting sends the version shown.
 */
export const useConfirmTerms = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const sessionStatus = store.session.value.status
  const configLoaded = store.siteConfig.value.config !== null
  const state = store.terms.value
  const [accepting, setAccepting] = useState(false)
  useEffect(() => {
    if (sessionStatus !== "unknown" && configLoaded) void dispatch(new CheckTerms({}))
  }, [sessionStatus, configLoaded, dispatch])
  useEffect(() => {
    if (sessionStatus === "player" && state.rulesStatus === "idle") void dispatch(new LoadTermsRules({}))
  }, [sessionStatus, state.rulesStatus, dispatch])
  const accept = (version: number) => {
    setAccepting(true)
    void dispatch(new ConfirmTerms({ version })).finally(() => setAccepting(false))
  }
  const reload = () => void dispatch(new LoadTermsRules({}))
  const date = (ms: number) => new Date(ms).toLocaleDateString(lng, { year: "numeric", month: "long", day: "numeric" })
  return { state, accepting, accept, reload, date }
}
