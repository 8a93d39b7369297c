import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useState } from "react"
import { DismissCredentials } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { buttonClass } from "../kit/Button"

/** Saves text as a file the player keeps: a Blob behind an object URL, clicked through a detached anchor. */
const saveAsFile = (name: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }))
  const anchor = document.createElement("a")
  anchor.href = url
  anchor.download = name
  anchor.rel = "noopener"
  anchor.click()
  URL.revokeObjectURL(url)
}

/**
 * The one-click credentials, shown once (issue 7): copy either, or save both as a file, then continue. The password
 * lives only in the projection's Redacted value; a replayed log has none, and says so.
 */
export const IssuedCredentials = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const issued = store.auth.value.issuedCredentials
  const company = store.siteConfig.value.config?.companyName ?? ""
  const [copied, setCopied] = useState<"accountId" | "password" | null>(null)
  if (issued === null) return null
  const accountId = String(issued.accountId)
  const password = Redacted.value(issued.password)
  const copy = (what: "accountId" | "password", value: string) =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(what),
      () => setCopied(null)
    )
  const row = (what: "accountId" | "password", value: string) => (
    <div className="credentials__row">
      <dt>{t(`credentials.${what}`)}</dt>
      <dd>
        <code data-testid={`issued-${what}`}>{value === "" ? t("credentials.replayed") : value}</code>
        <button type="button" className={buttonClass("secondary", "btn--small")} onClick={() => copy(what, value)} disabled={value === ""}>
          {copied === what ? t("credentials.copied") : t("credentials.copy")}
        </button>
      </dd>
    </div>
  )
  return (
    <section className="credentials" aria-labelledby="issued-credentials-title">
      <h2 id="issued-credentials-title">{t("credentials.title")}</h2>
      <p className="credentials__warning">{t("credentials.text")}</p>
      <dl className="credentials__list">
        {row("accountId", accountId)}
        {row("password", password)}
      </dl>
      <div className="credentials__actions">
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={password === ""}
          onClick={() => saveAsFile(`${company || "account"}-${accountId}.txt`, t("credentials.fileText", { company, accountId, password }))}
        >
          {t("credentials.save")}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new DismissCredentials({}))}>
          {t("credentials.done")}
        </button>
      </div>
    </section>
  )
}
