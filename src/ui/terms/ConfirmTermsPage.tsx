import { Button } from "../kit/Button"
import { Dialog } from "../kit/Dialog"
import { useConfirmTerms, useTermsTexts } from "./useConfirmTerms"
import "./terms.css"

/** Escape does not close the confirmation's error alert either (SPEC.md 8): only trying again does. */
const stays = () => {}

/**
 * confirm (SPEC.md 4 "Terms changed"): what changed in the terms, the rules confirm entries with their links, tags and
 * sub-rules, and the player's acceptance. A failed acceptance shows the 'information_confirm_terms_error' alert, with
 * no close button and no click-outside dismissal; trying again reads the terms anew.
 */
export const ConfirmTermsPage = () => {
  const { t } = useTermsTexts()
  const { state, accepting, accept, reload, date } = useConfirmTerms()
  const rules = state.rules
  return (
    <section className="container terms-confirm" data-testid="confirm-terms">
      <h1>{t("title")}</h1>
      <p className="muted">{t("lead")}</p>
      {rules === null ? (
        state.rulesStatus === "failed" ? (
          <div className="terms-confirm__failed">
            <p>{t("loadFailed")}</p>
            <Button onClick={reload}>{t("retryLoad")}</Button>
          </div>
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        <>
          <p className="muted">{t("updated", { date: date(rules.updatedAt) })}</p>
          <div className="remote-view terms-confirm__summary" data-testid="terms-summary" dangerouslySetInnerHTML={{ __html: rules.summary }} />
          <ul className="terms-confirm__entries">
            {rules.entries.map((entry) => (
              <li key={entry.link} className="terms-confirm__entry" data-testid="terms-entry">
                <div className="terms-confirm__head">
                  <a href={entry.link}>{t("readRules")}</a>
                  {entry.tags.map((tag) => (
                    <span key={tag} className="terms-confirm__tag">
                      {tag}
                    </span>
                  ))}
                </div>
                {entry.subRules.length === 0 ? null : (
                  <ol className="terms-confirm__subrules">
                    {entry.subRules.map((rule) => (
                      <li key={rule.position} value={rule.position}>
                        {rule.text}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
          <Button variant="primary" disabled={accepting} onClick={() => accept(rules.version)} data-testid="accept-terms">
            {accepting ? t("accepting") : t("accept")}
          </Button>
        </>
      )}
      {state.confirmFailed ? (
        <Dialog role="alertdialog" title={t("errorTitle")} description={t("messages.information_confirm_terms_error")} onClose={stays} testId="confirm-terms-error">
          <div className="modal__actions">
            <Button variant="primary" onClick={reload}>
              {t("retry")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  )
}
