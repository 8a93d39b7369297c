import { Redacted } from "effect"
import { useEffect, useRef, useState } from "react"
import type { Command } from "../../commands/registry"
import { useDispatch, useStore } from "../AppContext"

/**
 * The token of an e-mail link's page (SPEC.md 2.4: `?token=…`), and its command sent once per page visit, when the
 * page opens. `answered` turns true once this visit's command is done, so the page never shows the outcome a
 * previous link left in the store as this one's.
 */
export const useEmailLink = (command: (token: Redacted.Redacted<string>) => Command): { readonly token: string | null; readonly answered: boolean; readonly retry: () => void } => {
  const dispatch = useDispatch()
  const store = useStore()
  const token = new URLSearchParams(store.location.value.search).get("token")
  const sentFor = useRef<string | null>(null)
  const [answered, setAnswered] = useState(false)
  const make = useRef(command)
  make.current = command

  const send = (value: string) => {
    setAnswered(false)
    void dispatch(make.current(Redacted.make(value))).finally(() => setAnswered(true))
  }
  useEffect(() => {
    if (token === null || token === "" || sentFor.current === token) return
    sentFor.current = token
    send(token)
  }, [token])

  return { token: token === "" ? null : token, answered, retry: () => (token === null || token === "" ? undefined : send(token)) }
}
