import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef, useState } from "react"
import { LoadBookingCode, MakeBookingCode } from "../../commands/coupon/shareCommands"
import type { ApiError } from "../../domain/api/clientErrors"
import { BOOKING_QUERY_PARAM, bookingLinkOf, normalizeBookingCode } from "../../domain/coupon/bookingCode"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import "./builder.css"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

const statusOf = (error: ApiError): number | undefined => (error._tag === "ServerRefused" ? error.status : undefined)

/**
 * The slip's booking codes: Share keeps the slip's selections under a short code and shows it with its link; Load code
 * puts a code's selections into the slip (and says which the line dropped). A page opened by a code's link
 * (?booking=CODE) loads it at once.
 */
export const BookingCodeBox = ({ t, lng, hasBets }: { readonly t: T; readonly lng: string; readonly hasBets: boolean }) => {
  useSignals()
  const store = useStore()
  const dispatch = useDispatch()
  const { failure, loaded, made } = store.bookingCode.value
  const [typed, setTyped] = useState("")
  const [busy, setBusy] = useState(false)
  const linked = useRef<string | null>(null)
  const search = store.location.value.search

  useEffect(() => {
    const fromLink = normalizeBookingCode(new URLSearchParams(search).get(BOOKING_QUERY_PARAM) ?? "")
    if (fromLink === undefined || linked.current === fromLink) return
    linked.current = fromLink
    void dispatch(new LoadBookingCode({ code: fromLink }))
  }, [search, dispatch])

  const run = (command: MakeBookingCode | LoadBookingCode) => {
    setBusy(true)
    void Promise.resolve(dispatch(command)).finally(() => setBusy(false))
  }
  const failureText =
    failure === null
      ? null
      : failure.action === "load"
        ? statusOf(failure.error) === 404
          ? t("booking.notFound")
          : t("booking.failed")
        : statusOf(failure.error) === 429
          ? t("booking.tooMany")
          : t("booking.makeFailed")
  const link = made === null ? "" : `${typeof window === "undefined" ? "" : window.location.origin}${bookingLinkOf(lng, made.code)}`

  return (
    <div className="booking" data-testid="booking">
      {hasBets ? (
        <div className="booking__row">
          <button type="button" className="booking__button" disabled={busy} onClick={() => run(new MakeBookingCode({}))}>
            {busy ? t("booking.sharing") : t("booking.share")}
          </button>
          {made !== null ? (
            <>
              <span>{t("booking.code")}:</span>
              <strong className="booking__code" data-testid="booking-code">
                {made.code}
              </strong>
              <input className="booking__link" readOnly aria-label={t("booking.link")} value={link} onFocus={(e) => e.currentTarget.select()} />
              <span className="muted">{t("booking.expires", { date: new Intl.DateTimeFormat(lng, { dateStyle: "medium" }).format(new Date(made.expiresAt)) })}</span>
            </>
          ) : null}
        </div>
      ) : null}
      <form
        className="booking__row"
        onSubmit={(e) => {
          e.preventDefault()
          if (typed.trim() !== "") run(new LoadBookingCode({ code: typed.trim().slice(0, 32) }))
        }}
      >
        <input className="booking__input" value={typed} maxLength={16} placeholder={t("booking.load")} aria-label={t("booking.loadLabel")} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="booking__button" disabled={busy || typed.trim() === ""}>
          {t("booking.loadButton")}
        </button>
      </form>
      {loaded !== null ? (
        <p className="booking__note" role="status" data-testid="booking-loaded">
          {t("booking.loaded", { code: loaded.code, count: loaded.added })}
          {loaded.dropped.length > 0 ? ` ${t("booking.dropped", { count: loaded.dropped.length })}` : ""}
        </p>
      ) : null}
      {failureText !== null ? (
        <p className="booking__note booking__note--error" role="alert">
          {failureText}
        </p>
      ) : null}
    </div>
  )
}
