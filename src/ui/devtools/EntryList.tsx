import { useVirtualizer } from "@tanstack/react-virtual"
import { type KeyboardEvent, useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { LogEntry } from "../../commands/entry"
import type { Checkpoint } from "../../commands/log"
import { areaOf, encodedBodyOf, summarise, tagOf, timeOf } from "./entryFacts"
import { countUpTo } from "./timeTravel"

/** Every row has this height (CSS .devtools__row), so the virtualiser never measures. */
const ROW_HEIGHT = 32
/** Rows drawn beyond the visible ones, so a quick scroll shows no blank strip. */
const OVERSCAN = 12

export const rowId = (seq: number): string => `devtools-entry-${seq}`

interface EntryListProps {
  /** Shown as the first row when the log has one: the state the entries start from. */
  readonly checkpoint: Checkpoint | null
  /** The filtered entries, in log order. */
  readonly entries: ReadonlyArray<LogEntry>
  readonly selected: number | null
  readonly onSelect: (seq: number) => void
  /** Live mode: while the list is scrolled to its end, new entries scroll into view. */
  readonly follow: boolean
}

/**
 * The log as a virtualised list box: only the rows on screen are in the DOM, so 50,000 entries scroll and filter
 * like 50. Click a row or use the arrow keys, Page Up/Down, Home and End to select.
 */
export const EntryList = ({ checkpoint, entries, selected, onSelect, follow }: EntryListProps) => {
  const { t } = useTranslation("devtools")
  const scroller = useRef<HTMLDivElement>(null)
  const offset = checkpoint === null ? 0 : 1
  const count = entries.length + offset
  const seqAt = (index: number): number => (index < offset ? checkpoint!.seq : entries[index - offset]!.seq)
  const indexOf = (seq: number | null): number => {
    if (seq === null) return -1
    if (checkpoint !== null && seq === checkpoint.seq) return 0
    const index = countUpTo(entries, seq) - 1
    return index >= 0 && entries[index]!.seq === seq ? index + offset : -1
  }

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // React 19 warns about flushSync inside its own updates; a frame of lag while scrolling is invisible here.
    useFlushSync: false
  })

  // Live mode starts at the newest entry and stays there while the player has not scrolled up.
  const atEnd = useRef(follow)
  useEffect(() => {
    if (follow && atEnd.current && count > 0) virtualizer.scrollToIndex(count - 1, { align: "end" })
  }, [follow, count, virtualizer])

  const onScroll = () => {
    const element = scroller.current
    if (element !== null) atEnd.current = element.scrollTop + element.clientHeight >= element.scrollHeight - ROW_HEIGHT
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return
    const current = indexOf(selected)
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT) / ROW_HEIGHT) - 1)
    const target = ((): number | null => {
      switch (event.key) {
        case "ArrowDown":
          return current + 1
        case "ArrowUp":
          return current === -1 ? count - 1 : current - 1
        case "PageDown":
          return current + page
        case "PageUp":
          return current - page
        case "Home":
          return 0
        case "End":
          return count - 1
        default:
          return null
      }
    })()
    if (target === null) return
    event.preventDefault()
    const index = Math.min(count - 1, Math.max(0, target))
    onSelect(seqAt(index))
    virtualizer.scrollToIndex(index, { align: "auto" })
  }

  const selectedIndex = indexOf(selected)
  return (
    <div className="card devtools__list">
      <div className="devtools__row devtools__row--head" aria-hidden="true">
        <span>{t("colSeq")}</span>
        <span>{t("colTime")}</span>
        <span>{t("colKind")}</span>
        <span>{t("colArea")}</span>
        <span>{t("colSource")}</span>
        <span>{t("colTag")}</span>
        <span>{t("colSummary")}</span>
      </div>
      <div
        ref={scroller}
        className="devtools__scroller"
        role="listbox"
        aria-label={t("listLabel")}
        tabIndex={0}
        aria-activedescendant={selectedIndex === -1 ? undefined : rowId(seqAt(selectedIndex))}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        {count === 0 ? <p className="devtools__empty muted">{t("noEntries")}</p> : null}
        <div className="devtools__rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const style = { transform: `translateY(${item.start}px)` }
            if (item.index < offset) {
              const cut = checkpoint!
              return (
                <div
                  key="checkpoint"
                  id={rowId(cut.seq)}
                  role="option"
                  aria-selected={selected === cut.seq}
                  className="devtools__row devtools__row--checkpoint"
                  style={style}
                  onClick={() => onSelect(cut.seq)}
                >
                  <span>{cut.seq}</span>
                  <span>{timeOf(cut.at)}</span>
                  <span className="devtools__kind">{t("checkpointRow")}</span>
                  <span />
                  <span />
                  <span className="devtools__tag">{t("checkpointTag", { next: cut.seq + 1 })}</span>
                  <span />
                </div>
              )
            }
            const entry = entries[item.index - offset]!
            return (
              <div
                key={entry.seq}
                id={rowId(entry.seq)}
                role="option"
                aria-selected={selected === entry.seq}
                data-kind={entry.kind}
                className="devtools__row"
                style={style}
                onClick={() => onSelect(entry.seq)}
              >
                <span>{entry.seq}</span>
                <span>{timeOf(entry.at)}</span>
                <span className="devtools__kind">{entry.kind}</span>
                <span>{areaOf(entry)}</span>
                <span>{entry.source}</span>
                <span className="devtools__tag">{tagOf(entry)}</span>
                <span className="devtools__summary">{summarise(encodedBodyOf(entry))}</span>
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
