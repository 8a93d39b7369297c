import { useSignals } from "@preact/signals-react/runtime"
import type { ApiError } from "../../domain/api/clientErrors"
import { SUPPORT_REFUSALS, SupportRefusalCode } from "../../domain/api/support"
import { textProblem } from "../../domain/playerText"
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPIC_MAX, supportTextProblem } from "../../domain/support/tickets"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en, type SupportTexts } from "./i18n/en"
import { ru } from "./i18n/ru"

export const useSupportTexts = () => useAreaTexts("support", { en, ru })

/** What the form says of a typed text (undefined: it may be sent), with the same rules the server runs. */
export const problemOf = (text: string, max: number, multiline: boolean): keyof SupportTexts["problems"] | undefined => {
  if (textProblem(text, multiline) !== undefined) return "control"
  return supportTextProblem(text, max)
}

export const topicProblem = (text: string) => problemOf(text, SUPPORT_TOPIC_MAX, false)
export const messageProblem = (text: string) => problemOf(text, SUPPORT_MESSAGE_MAX, true)

/** Which words a refused write gets: the server's reason, a flood's 429, or "other". */
export const refusalKey = (error: ApiError): keyof SupportTexts["refused"] => {
  if (error._tag !== "ServerRefused") return "other"
  if (error.status === 429) return "tooMany"
  return SUPPORT_REFUSALS.find((reason) => SupportRefusalCode[reason] === error.code) ?? "other"
}

/** The store's support states, dates in the page's language. */
export const useSupport = () => {
  useSignals()
  const store = useStore()
  const dispatch = useDispatch()
  const lng = store.language.value.current ?? "en"
  const date = (ms: number) => new Date(ms).toLocaleString(lng, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" })
  return { lng, state: store.support.value, desk: store.supportDesk.value, isPlayer: store.session.value.status === "player", date, dispatch }
}
