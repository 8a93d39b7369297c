import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useState } from "react"
import { CancelLimit, DismissLimitMessage, LoadLimitOptions, LoadLimits, SaveLimits } from "../../commands/limits/commands"
import type { LimitRequest } from "../../domain/api/limits"
import { isFeatureOn } from "../../domain/config/siteConfig"
import {
  DEPOSIT_TYPES,
  EXTRA_LIMITS_GROUP,
  type Limit,
  type LimitTypeCode,
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  SESSION_NOT_SET,
  TIME_OUT_DAYS
} from "../../domain/limits/limitTypes"
import { changeDirection } from "../../domain/limits/rules"
import { isCancellable, isFieldDisabled, isSectionDisabled, isSelfExcluded, pendingHoursLeft, showsSelfExclusionWarning, showsTerm } from "../../domain/limits/view"
import type { LimitMessage } from "../../projections/limits/limits"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { useDispatch, useStore } from "../AppContext"
import { Button } from "../kit/Button"
import { Field } from "../kit/Field"
import { MoneyInput } from "../kit/MoneyInput"
import { LimitTestDialog } from "./LimitTestDialog"
import { dateTimeText, type LimitsT, type MoneyUnit, optionLabel, useLimitsTexts } from "./useLimitsTexts"
import "./limits.css"

/**
 * The site config switch of SPEC.md 4 "the lock-while-pending setting": while a change waits, its field (and the
 * whole extra-limits section) cannot be changed again.
 */
export const LOCK_WHILE_PENDING_FEATURE = "limitsLockWhilePending"

/** A draft value of a field: untouched (null), or the value chosen. */
type Drafts = Partial<Record<LimitTypeCode, number>>

const activeOf = (limits: ReadonlyArray<Limit>, type: LimitTypeCode) => limits.find((limit) => limit.limitType === type && limit.limitState === "ACTIVE")
const pendingOf = (limits: ReadonlyArray<Limit>, type: LimitTypeCode) => limits.find((limit) => limit.limitType === type && limit.limitState === "PENDING")

/**
 * The responsible-gaming page (SPEC.md 2.5 responsible, 4 "Limits view"): deposit limits first, then the reality
 * check, then the extra limits (session limit, time-out, self-exclusion), each section with its warning; every
 * current limit, every pending change with its direction and the hours it still waits, and what can be cancelled.
 */
export const ResponsiblePage = () => {
  useSignals()
  const { t } = useLimitsTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const state = store.limits.value
  const lng = store.language.value.current ?? "en"
  const config = store.siteConfig.value.config
  const lock = config !== null && isFeatureOn(config, LOCK_WHILE_PENDING_FEATURE)

  useEffect(() => {
    if (player && state.status === "idle") void dispatch(new LoadLimits({}))
  }, [player, state.status, dispatch])
  useEffect(() => {
    if (player && state.options === "idle") void dispatch(new LoadLimitOptions({}))
  }, [player, state.options, dispatch])

  const accounts = store.accounts.value
  const main = accounts.all_accounts.find((account) => account.type === 0)
  const iso = state.limits.find((limit) => DEPOSIT_TYPES.includes(limit.limitType))?.measure ?? state.available.find((limit) => DEPOSIT_TYPES.includes(limit.type))?.measure ?? main?.iso ?? "RUB"
  const money: MoneyUnit = { iso, minorDigits: accounts.currencies.find((currency) => currency.iso === iso)?.minorDigits ?? main?.minorDigits ?? 2 }

  const body = (() => {
    if (state.status === "failed") return <LoadFailed onRetry={() => void dispatch(new LoadLimits({}))} />
    if (state.status === "idle") return <p className="muted">{t("page.loading")}</p>
    const limits = state.limits
    const extraDisabled = isSectionDisabled(EXTRA_LIMITS_GROUP, limits, lock, true)
    const excluded = isSelfExcluded(limits, extraDisabled)
    return (
      <>
        {excluded ? (
          <p className="office__notice limits__excluded" role="note" data-testid="self-excluded">
            {t("page.selfExcluded")}
          </p>
        ) : null}
        <Message t={t} message={state.message} onClose={() => void dispatch(new DismissLimitMessage({}))} />
        <DepositSection t={t} lng={lng} limits={limits} at={state.at} money={money} lock={lock} excluded={excluded} offered={state.available} />
        <RealityCheckSection t={t} lng={lng} limits={limits} at={state.at} money={money} lock={lock} excluded={excluded} />
        <ExtraSection t={t} lng={lng} limits={limits} at={state.at} money={money} lock={lock} disabled={extraDisabled || excluded} reasons={state.reasons} />
        {state.test === null ? null : <LimitTestDialog questions={state.test.questions} />}
      </>
    )
  })()

  return (
    <OfficeFrame section="responsible" title={t("page.title")} lead={t("page.lead")}>
      {player ? body : null}
    </OfficeFrame>
  )
}

/** SPEC.md 8: the save's or the action's outcome, the server's title first, else the site's own words. */
const messageText = (t: LimitsT, message: LimitMessage): { readonly text: string; readonly failed: boolean } => {
  switch (message._tag) {
    case "saved":
      return { text: t("messages.saved"), failed: false }
    case "saveFailed":
      return { text: message.refusal.title !== "" ? message.refusal.title : t("messages.forbidden"), failed: true }
    case "testFailed":
      return { text: t("messages.testFailed", { count: message.wrong }), failed: true }
    case "actionSucceeded":
      return {
        text: message.title !== "" ? message.title : message.action === "confirm" ? t("messages.responsible_gaming_confirm_limit_success") : t("messages.responsible_gaming_cancel_limit_success"),
        failed: false
      }
    case "actionFailed":
      return {
        text:
          message.refusal.title !== ""
            ? message.refusal.title
            : message.action === "confirm"
              ? t("messages.responsible_gaming_confirm_limit_error")
              : t("messages.responsible_gaming_cancel_limit_error"),
        failed: true
      }
  }
}

const Message = ({ t, message, onClose }: { readonly t: LimitsT; readonly message: LimitMessage | null; readonly onClose: () => void }) => {
  if (message === null) return <p className="limits__message" role="status" />
  const { failed, text } = messageText(t, message)
  return (
    <p className={`limits__message${failed ? " limits__message--failed" : " limits__message--ok"}`} role="status" data-testid="limits-message">
      <span>{text}</span>
      <Button variant="icon" aria-label={t("messages.close")} onClick={onClose}>
        ×
      </Button>
    </p>
  )
}

interface SectionProps {
  readonly t: LimitsT
  readonly lng: string
  readonly limits: ReadonlyArray<Limit>
  readonly at: number
  readonly money: MoneyUnit
  readonly lock: boolean
}

/** The current value of a type, and its pending change with its direction, hours left and (if it may be) a cancel. */
const LimitStatus = ({ t, lng, limits, at, money, type }: Omit<SectionProps, "lock"> & { readonly type: LimitTypeCode }) => {
  const dispatch = useDispatch()
  const active = activeOf(limits, type)
  const pending = pendingOf(limits, type)
  const label = (value: number) => optionLabel(t, lng, type, value, money)
  const none = type === 32 ? t("page.off") : type === 31 || type === 30 || type === 33 ? t("page.notSet") : t("page.none")
  return (
    <div className="limits__status" data-testid={`limit-status-${type}`}>
      {active !== undefined && showsTerm(active) ? (
        <p className="limits__term">
          {active.endsAt === null
            ? t("termOpen", { start: dateTimeText(active.startedAt, lng) })
            : t("term", { start: dateTimeText(active.startedAt, lng), end: dateTimeText(active.endsAt, lng) })}
          <span className="limits__badge">{t("pending.notCancellable")}</span>
        </p>
      ) : (
        <p className="limits__current">{t("page.current", { value: active === undefined ? none : label(active.limitValue) })}</p>
      )}
      {pending === undefined ? null : (
        <p className="limits__pending" data-testid={`limit-pending-${type}`}>
          <span>
            {pendingHoursLeft(pending, at) === 0
              ? t("pending.due", { value: label(pending.limitValue) })
              : t(changeDirection(type, active?.limitValue, pending.limitValue) === "decrease" ? "pending.decrease" : "pending.increase", {
                  value: label(pending.limitValue),
                  count: pendingHoursLeft(pending, at)
                })}
          </span>
          {isCancellable(pending) ? (
            <Button variant="ghost" onClick={() => void dispatch(new CancelLimit({ limitType: type }))}>
              {t("pending.cancel")}
            </Button>
          ) : (
            <span className="limits__badge">{t("pending.notCancellable")}</span>
          )}
        </p>
      )}
    </div>
  )
}

/** Saves the drafts that differ from the limit that binds; resolves when the save is answered. */
const useSave = () => {
  const dispatch = useDispatch()
  const [busy, setBusy] = useState(false)
  const save = async (requests: ReadonlyArray<LimitRequest>, after: () => void) => {
    if (requests.length === 0) return
    setBusy(true)
    try {
      await dispatch(new SaveLimits({ limits: requests }))
      after()
    } finally {
      setBusy(false)
    }
  }
  return { busy, save }
}

const requestsOf = (drafts: Drafts, reason: number | null = null): ReadonlyArray<LimitRequest> =>
  (Object.entries(drafts) as ReadonlyArray<[string, number | undefined]>).flatMap(([type, value]) =>
    value === undefined ? [] : [{ limitType: Number(type) as LimitTypeCode, limitValue: value, selfExcludeReason: Number(type) === 30 ? reason : null }]
  )

/** SPEC.md 4: deposit limits (20, 21, 22) first and most prominent, each with offered values and a free amount. */
const DepositSection = ({ t, lng, limits, at, money, lock, excluded, offered }: SectionProps & { readonly excluded: boolean; readonly offered: ReadonlyArray<{ readonly type: LimitTypeCode; readonly availableValues: ReadonlyArray<number> }> }) => {
  const [drafts, setDrafts] = useState<Drafts>({})
  const { busy, save } = useSave()
  const sectionDisabled = excluded || isSectionDisabled(DEPOSIT_TYPES, limits, lock, false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(requestsOf(drafts), () => setDrafts({}))
  }
  return (
    <form className="office-card limits__section limits__section--deposit" aria-labelledby="limits-deposit" onSubmit={submit} data-testid="deposit-limits">
      <h2 id="limits-deposit">{t("sections.deposit.title")}</h2>
      <p className="muted">{t("sections.deposit.subtitle")}</p>
      <div className="limits__deposit-grid">
        {DEPOSIT_TYPES.map((type) => {
          const disabled = sectionDisabled || isFieldDisabled(type, limits, lock)
          const values = offered.find((limit) => limit.type === type)?.availableValues ?? []
          const draft = drafts[type]
          return (
            <fieldset key={type} className="limits__field" disabled={disabled} data-testid={`deposit-field-${type}`}>
              <legend className="limits__legend">{t(`types.${type as 20}`)}</legend>
              <LimitStatus t={t} lng={lng} limits={limits} at={at} money={money} type={type} />
              <Field label={t("sections.deposit.offered")}>
                <select
                  className="field__input"
                  name={`offered-${type}`}
                  value={draft === undefined ? "" : values.includes(draft) || draft === NO_LIMIT_VALUE ? String(draft) : ""}
                  onChange={(event) => setDrafts({ ...drafts, [type]: event.target.value === "" ? undefined : Number(event.target.value) })}
                >
                  <option value="">{t("page.choose")}</option>
                  {values.map((value) => (
                    <option key={value} value={value}>
                      {optionLabel(t, lng, type, value, money)}
                    </option>
                  ))}
                  <option value={NO_LIMIT_VALUE}>{t("page.none")}</option>
                </select>
              </Field>
              <div className="field">
                <span className="field__label">{t("sections.deposit.amount")}</span>
                <MoneyInput
                  label={`${t(`types.${type as 20}`)}: ${t("sections.deposit.amount")}`}
                  amount={draft === undefined || draft === NO_LIMIT_VALUE ? 0 : draft}
                  digits={money.minorDigits}
                  field={`deposit-${type}`}
                  describeRefusal={() => t("sections.deposit.amount")}
                  onAmount={(amount) => setDrafts({ ...drafts, [type]: amount > 0 ? amount : undefined })}
                />
              </div>
            </fieldset>
          )
        })}
      </div>
      <p className="limits__warning">{t("sections.deposit.warning")}</p>
      <div className="office-actions">
        <Button type="submit" variant="primary" disabled={busy || sectionDisabled || requestsOf(drafts).length === 0}>
          {busy ? t("page.saving") : t("page.save")}
        </Button>
      </div>
    </form>
  )
}

/** A select of a type's values (the "none" value first), with its current value and pending change above. */
const ChoiceField = ({
  t,
  lng,
  limits,
  at,
  money,
  type,
  values,
  none,
  draft,
  disabled,
  onChange
}: Omit<SectionProps, "lock"> & {
  readonly type: LimitTypeCode
  readonly values: ReadonlyArray<number>
  readonly none: number | null
  readonly draft: number | undefined
  readonly disabled: boolean
  readonly onChange: (value: number | undefined) => void
}) => (
  <fieldset className="limits__field" disabled={disabled} data-testid={`limit-field-${type}`}>
    <legend className="limits__legend">{t(`types.${type as 31}`)}</legend>
    <LimitStatus t={t} lng={lng} limits={limits} at={at} money={money} type={type} />
    <Field label={t(`types.${type as 31}`)}>
      <select className="field__input" name={`limit-${type}`} value={draft === undefined ? "" : String(draft)} onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}>
        <option value="">{t("page.choose")}</option>
        {none === null ? null : <option value={none}>{optionLabel(t, lng, type, none, money)}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabel(t, lng, type, value, money)}
          </option>
        ))}
      </select>
    </Field>
  </fieldset>
)

const RealityCheckSection = ({ t, lng, limits, at, money, lock, excluded }: SectionProps & { readonly excluded: boolean }) => {
  const [draft, setDraft] = useState<number | undefined>(undefined)
  const { busy, save } = useSave()
  const disabled = excluded || isFieldDisabled(32, limits, lock)
  return (
    <form
      className="office-card limits__section"
      aria-labelledby="limits-reality"
      onSubmit={(event) => {
        event.preventDefault()
        void save(requestsOf({ 32: draft }), () => setDraft(undefined))
      }}
    >
      <h2 id="limits-reality">{t("types.32")}</h2>
      <p className="muted">{t("sections.reality.subtitle")}</p>
      <div className="limits__row">
        <ChoiceField t={t} lng={lng} limits={limits} at={at} money={money} type={32} values={REALITY_CHECK_MINUTES} none={0} draft={draft} disabled={disabled} onChange={setDraft} />
        <div className="office-actions limits__row-actions">
          <Button type="submit" variant="primary" disabled={busy || disabled || draft === undefined}>
            {busy ? t("page.saving") : t("page.save")}
          </Button>
        </div>
      </div>
    </form>
  )
}

/** The extra-limits group (SPEC.md 3: 33, 30, 31): session limit, time-out, self-exclusion with its reason. */
const ExtraSection = ({
  t,
  lng,
  limits,
  at,
  money,
  lock,
  disabled,
  reasons
}: SectionProps & { readonly disabled: boolean; readonly reasons: ReadonlyArray<{ readonly id: number; readonly selfExcludeReason: string }> }) => {
  const [drafts, setDrafts] = useState<Drafts>({})
  const [reason, setReason] = useState<number | null>(null)
  const { busy, save } = useSave()
  const field = (type: LimitTypeCode) => disabled || isFieldDisabled(type, limits, lock)
  const send = (type: LimitTypeCode) => () => void save(requestsOf({ [type]: drafts[type] }, reason), () => setDrafts({ ...drafts, [type]: undefined }))
  const selfExclusionChosen = drafts[30] !== undefined
  return (
    <section className={`office-card limits__section${disabled ? " limits__section--disabled" : ""}`} aria-labelledby="limits-extra" data-testid="extra-limits">
      <h2 id="limits-extra">{t("sections.extra.title")}</h2>
      <p className="muted">{t("sections.extra.subtitle")}</p>
      {disabled ? <p className="office__notice">{t("sections.extra.disabled")}</p> : null}
      <div className="limits__extra-grid">
        <div className="limits__extra">
          <ChoiceField
            t={t}
            lng={lng}
            limits={limits}
            at={at}
            money={money}
            type={31}
            values={SESSION_LIMIT_HOURS}
            none={SESSION_NOT_SET}
            draft={drafts[31]}
            disabled={field(31)}
            onChange={(value) => setDrafts({ ...drafts, 31: value })}
          />
          <p className="limits__warning">{t("sections.time.warning")}</p>
          <Button variant="primary" disabled={busy || field(31) || drafts[31] === undefined} onClick={send(31)}>
            {busy ? t("page.saving") : t("page.save")}
          </Button>
        </div>
        <div className="limits__extra">
          <ChoiceField t={t} lng={lng} limits={limits} at={at} money={money} type={33} values={TIME_OUT_DAYS} none={null} draft={drafts[33]} disabled={field(33)} onChange={(value) => setDrafts({ ...drafts, 33: value })} />
          <p className="limits__warning">{t("sections.extra.warning")}</p>
          <Button variant="primary" disabled={busy || field(33) || drafts[33] === undefined} onClick={send(33)}>
            {t("sections.extra.timeOut")}
          </Button>
        </div>
        <div className="limits__extra">
          <ChoiceField
            t={t}
            lng={lng}
            limits={limits}
            at={at}
            money={money}
            type={30}
            values={SELF_EXCLUSION_DAYS}
            none={null}
            draft={drafts[30]}
            disabled={field(30)}
            onChange={(value) => setDrafts({ ...drafts, 30: value })}
          />
          <Field label={t("sections.extra.reason")}>
            <select className="field__input" name="self-exclude-reason" disabled={field(30)} value={reason ?? ""} onChange={(event) => setReason(event.target.value === "" ? null : Number(event.target.value))}>
              <option value="">{t("page.choose")}</option>
              {reasons.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.selfExcludeReason}
                </option>
              ))}
            </select>
          </Field>
          {showsSelfExclusionWarning(selfExclusionChosen, limits) ? (
            <p className="limits__warning limits__warning--strong" role="alert">
              {t("sections.extra.selfExclusionWarning")}
            </p>
          ) : null}
          <Button variant="primary" disabled={busy || field(30) || drafts[30] === undefined} onClick={send(30)}>
            {t("sections.extra.exclude")}
          </Button>
        </div>
      </div>
    </section>
  )
}
