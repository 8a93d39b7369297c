import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useLayoutEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { LoadConfigGroups } from "../../../commands/config/commands"
import { ShowSupportModal } from "../../../commands/support/commands"
import { CONSULTANT_ID_KEY, consultantAvailable } from "../../../domain/support/consultant"
import { useDispatch, useStore } from "../../AppContext"
import { ChatIcon } from "../../kit/icons"
import { buttonClass } from "../../kit/Button"

/** The config group with the support channels (server seed: telegram, x, youtube; a null value is "none"). */
const SOCIAL_GROUP = "social"
const CHANNELS = ["telegram", "x", "youtube"] as const

/**
 * The floating support button (SPEC.md 2.1 default layout): opens a panel that asks a question (the user-question
 * modal), lists the player's requests (the support-request-history modal), offers the consultant chat where the
 * language's consultant id says it is available (src/domain/support/consultant.ts), and lists the support channels the
 * site config names. The group is loaded when the panel first opens, in the page's language, through the bus (so it is
 * in the log).
 */
export const SupportButton = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const [open, setOpen] = useState(false)
  // Where the dock stands depends on what is measured once the page is in the browser (the cookie bar's height, the
  // slip beside the line): a page rendered on the server shows it only once it stands there, so it never jumps.
  const [placed, setPlaced] = useState(false)
  useLayoutEffect(() => setPlaced(true), [])
  // Settles when the load finished either way: a failed load leaves the group missing, and the panel says so.
  const [loadDone, setLoadDone] = useState(false)
  const panelId = useId()
  const lng = store.language.value.current
  const group = store.siteConfig.value.groups[SOCIAL_GROUP]

  useEffect(() => {
    if (!open || group !== undefined || lng === null) return
    let current = true
    void dispatch(new LoadConfigGroups({ lang: lng, groups: [SOCIAL_GROUP] })).finally(() => {
      if (current) setLoadDone(true)
    })
    return () => {
      current = false
    }
  }, [open, group, lng, dispatch])

  const consultant = consultantAvailable(group?.[CONSULTANT_ID_KEY])
  const show = (modal: "question" | "history") => {
    setOpen(false)
    void dispatch(new ShowSupportModal({ modal }))
  }

  const channels = CHANNELS.flatMap((name) => {
    const url = group?.[name]
    return typeof url === "string" && /^https:\/\//.test(url) ? [{ name, url }] : []
  })

  return (
    <div className={placed ? "support" : "support support--unplaced"}>
      {open ? (
        <div className="support__panel" id={panelId} role="dialog" aria-label={t("support.title")}>
          <h2 className="support__title">{t("support.title")}</h2>
          <ul className="support__actions">
            <li>
              <button type="button" className={buttonClass("secondary")} onClick={() => show("question")}>
                {t("support.question")}
              </button>
            </li>
            <li>
              <button type="button" className={buttonClass("secondary")} onClick={() => show("history")}>
                {t("support.history")}
              </button>
            </li>
            {consultant ? (
              <li>
                <button type="button" className={buttonClass("primary")} onClick={() => show("question")}>
                  {t("support.consultant")}
                </button>
              </li>
            ) : null}
          </ul>
          {group === undefined && !loadDone ? (
            <p className="muted">{t("common.loading")}</p>
          ) : channels.length === 0 ? (
            <p>{t("support.none")}</p>
          ) : (
            <>
              <p>{t("support.text")}</p>
              <ul className="support__channels">
                {channels.map(({ name, url }) => (
                  <li key={name}>
                    <a href={url} target="_blank" rel="noopener noreferrer external">
                      {t(`support.${name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(false)}>
            {t("support.close")}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="support__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <ChatIcon />
        <span>{t("support.button")}</span>
      </button>
    </div>
  )
}
