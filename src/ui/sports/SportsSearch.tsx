import { useSignals } from "@preact/signals-react/runtime"
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { Navigate } from "../../commands/shell/commands"
import { TypeSearch } from "../../commands/sports/searchCommands"
import { eventTitle } from "../../domain/sports/outright"
import { hitsInOrder, isSearchable, SEARCH_KINDS, type SearchHit, searchHitPathOf } from "../../domain/sports/search"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./search.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const hitKey = (hit: SearchHit): string => {
  switch (hit._tag) {
    case "sport":
      return `sport:${hit.sportId}`
    case "championship":
      return `championship:${hit.championshipId}`
    case "team":
      return `team:${hit.sportId}:${hit.name}`
    case "game":
      return `game:${hit.gameId}`
  }
}

/** A hit's name and the line under it: where it belongs, when it starts. */
const HitText = ({ t, hit, lng }: { readonly t: T; readonly hit: SearchHit; readonly lng: string }) => {
  const [title, detail] = ((): readonly [string, string] => {
    switch (hit._tag) {
      case "sport":
        return [hit.name, ""]
      case "championship":
        return [hit.name, `${hit.country} · ${t(`sports.${hit.sportId}`)}`]
      case "team":
        return [hit.name, t(`sports.${hit.sportId}`)]
      case "game":
        return [
          eventTitle(hit),
          hit.live
            ? hit.championshipName
            : `${hit.championshipName} · ${new Date(hit.startsAt).toLocaleString(lng, { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit" })}`
        ]
    }
  })()
  return (
    <>
      <span className="sports-search__hit-title">{title}</span>
      {detail === "" ? null : <span className="sports-search__hit-detail">{detail}</span>}
      {hit.live ? <span className="sports-search__live">{t("search.live")}</span> : null}
    </>
  )
}

/**
 * The search of the line on the sports pages, beside the page's heading (src/domain/sports/search.ts): results as the player types (each change is a
 * TypeSearch; the search's timer asks the line once they pause), grouped by kind, walked with the arrow keys, opened
 * with Enter or a click; Escape closes the list, and a second Escape clears the box. A combobox with a listbox, as
 * WAI-ARIA describes one.
 */
export const SportsSearch = () => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const dispatch = useDispatch()
  const lng = store.language.value.current ?? "en"
  const search = store.sportsSearch.value
  // The box shows what is typed at once; the log follows each change (a command waits its turn in the area's lane).
  const [text, setText] = useState(search.query)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  const answer = search.status === "idle" ? null : search.answer
  const hits = answer === null ? [] : hitsInOrder(answer)
  // A new answer is a new list: no option of the old one stays chosen.
  useEffect(() => setActive(-1), [answer])

  const searchable = isSearchable(text)
  const expanded = open && searchable
  const type = (value: string) => {
    setText(value)
    setOpen(true)
    void dispatch(new TypeSearch({ query: value }))
  }
  const choose = (hit: SearchHit) => {
    setOpen(false)
    setText("")
    void dispatch(new TypeSearch({ query: "" }))
    input.current?.blur()
    void dispatch(new Navigate({ to: searchHitPathOf(lng, hit), mode: "push" }))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault()
        setOpen(true)
        if (hits.length === 0) return
        const down = event.key === "ArrowDown"
        setActive((current) => (down ? (current + 1) % hits.length : current <= 0 ? hits.length - 1 : current - 1))
        return
      }
      case "Enter": {
        if (!expanded || hits.length === 0) return
        event.preventDefault()
        choose(hits[Math.max(active, 0)]!)
        return
      }
      case "Escape": {
        event.preventDefault()
        if (expanded) setOpen(false)
        else if (text !== "") type("")
        return
      }
      case "Tab":
        setOpen(false)
        return
    }
  }

  // The status line: while the first answer is awaited, when nothing matches, when the line did not answer.
  const status =
    search.status === "failed"
      ? t("search.failed")
      : hits.length > 0
        ? null
        : search.status === "answered"
          ? t("search.nothing", { query: text.trim() })
          : t("search.searching")

  let index = -1
  return (
    <div className="sports-search" role="search">
      <svg className="sports-search__icon" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m16 16 5 5" />
      </svg>
      <input
        ref={input}
        className="sports-search__field"
        type="text"
        role="combobox"
        aria-label={t("search.label")}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < hits.length ? optionId(active) : undefined}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={text}
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        // A press anywhere else takes the focus and closes the list (a press on an option keeps it: onMouseDown).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {text === "" ? null : (
        <button
          type="button"
          className="sports-search__clear"
          aria-label={t("search.clear")}
          onClick={() => {
            type("")
            input.current?.focus()
          }}
        >
          ×
        </button>
      )}
      {expanded ? (
        <div className="sports-search__popup">
          {hits.length > 0 ? (
            <div id={listId} role="listbox" aria-label={t("search.results")} className="sports-search__list">
              {SEARCH_KINDS.map((kind) => {
                const ofKind = hits.filter((hit) => hit._tag === kind)
                if (ofKind.length === 0) return null
                const headingId = `${id}-group-${kind}`
                return (
                  <div key={kind} role="group" aria-labelledby={headingId} className="sports-search__group">
                    <div id={headingId} role="presentation" className="sports-search__group-title">
                      {t(`search.groups.${kind}`)}
                    </div>
                    {ofKind.map((hit) => {
                      index++
                      const at = index
                      return (
                        <div
                          key={hitKey(hit)}
                          id={optionId(at)}
                          role="option"
                          aria-selected={at === active}
                          className={`sports-search__hit${at === active ? " sports-search__hit--active" : ""}`}
                          data-kind={hit._tag}
                          // The box keeps the focus (and the list stays open) while the mouse picks.
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseMove={() => (at === active ? undefined : setActive(at))}
                          onClick={() => choose(hit)}
                        >
                          <HitText t={t} hit={hit} lng={lng} />
                        </div>
                      )
                    })}
                  </div>
                )
              })}
            </div>
          ) : null}
          {status === null ? null : (
            <p className="sports-search__status" role="status">
              {status}
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
