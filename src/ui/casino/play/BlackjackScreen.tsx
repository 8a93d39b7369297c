import type { BlackjackHand, BlackjackMove } from "../../../domain/casino/games/blackjack"
import { blackjackViewOf, cardFace, type HandTotal, handTotalOf, handVerdicts, multipleText } from "../../../projections/casino/play/selectors"
import { Button } from "../../kit/Button"
import { PlayHead, PlaySignIn } from "./PlayParts"
import { SeedsPanel } from "./SeedsPanel"
import { SteppedRefusal, SteppedResultFacts, SteppedStake, useSteppedRound } from "./SteppedParts"
import { usePlayTexts } from "./usePlayTexts"
import "./play.css"
import "./blackjack.css"

const GAME_ID = "blackjack"
const MOVES: ReadonlyArray<BlackjackMove> = ["Hit", "Stand", "Double", "Split"]
const RULES = ["pays", "dealerStands", "peek", "double", "split", "noInsurance", "shoe"] as const

/** One card, face up (rank and suit, in the suit's colour) or face down (the dealer's hole card mid-round). */
const Card = ({ card }: { readonly card: number | null }) => {
  const { t } = usePlayTexts()
  if (card === null) return <span className="bj-card bj-card--back" data-card="hidden" aria-label={t("blackjack.holeCard")} role="img" />
  const { rank, suit } = cardFace(card)
  const label = t("blackjack.card", { rank, suit: t(`blackjack.suits.${suit}`) })
  return (
    <span className={`bj-card bj-card--${suit}`} data-card={`${rank}${suit[0]}`} role="img" aria-label={label}>
      <span className="bj-card__corner">
        {rank}
        <span aria-hidden="true">{SUIT_MARKS[suit]}</span>
      </span>
      <span className="bj-card__pip" aria-hidden="true">
        {SUIT_MARKS[suit]}
      </span>
    </span>
  )
}

const SUIT_MARKS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const

const TotalText = ({ total, testId }: { readonly total: HandTotal; readonly testId: string }) => {
  const { t } = usePlayTexts()
  const words = total._tag === "blackjack" ? t("blackjack.total.blackjack") : t(`blackjack.total.${total._tag}`, { total: total.total })
  return (
    <span className={`bj-total bj-total--${total._tag}`} data-testid={testId}>
      {words}
    </span>
  )
}

/**
 * The blackjack screen (src/domain/casino/games/blackjack.ts), a stepped round played on the server: the table with the
 * dealer's cards (the hole card face down until the round ends) and the player's hand or two split hands as cards with
 * their soft or hard totals, the house rules stated on the felt, the stake and Deal, then Hit, Stand, Double and Split,
 * each enabled exactly when the game allows it for the hand in play. An ended round shows every card, how each hand
 * did, what it staked and paid, the balance after it and its verify link.
 */
export const BlackjackScreen = () => {
  const screen = useSteppedRound(GAME_ID)
  const { t, lng, player, problem, round, open, starting, start, act } = screen
  const view = round === undefined ? undefined : blackjackViewOf(round)
  const moves = new Set(open && view !== undefined ? view.moves : [])
  const verdicts = view !== undefined && view.over ? handVerdicts(view) : undefined
  const dealerCards: ReadonlyArray<number | null> = view === undefined ? [] : view.over ? view.dealer : [...view.dealer, null]
  const handLabel = (index: number) => (view !== undefined && view.hands.length > 1 ? t("blackjack.handOf", { n: index + 1, of: view.hands.length }) : t("blackjack.you"))

  const hand = (each: BlackjackHand, index: number) => {
    const active = open && view !== undefined && view.active === index && !each.done
    const verdict = verdicts?.[index]
    return (
      <div key={index} className={`bj-hand${active ? " bj-hand--active" : ""}`} data-testid={`bj-hand-${index}`} data-active={active || undefined}>
        <p className="bj-seat__label">
          <span>{handLabel(index)}</span>
          <TotalText total={handTotalOf(each.cards, view!.hands.length)} testId={`bj-hand-${index}-total`} />
          {each.doubled ? <span className="bj-tag">{t("blackjack.doubled")}</span> : null}
          {verdict === undefined ? null : (
            <span className={`bj-verdict bj-verdict--${verdict}`} data-testid={`bj-hand-${index}-verdict`}>
              {t(`blackjack.verdict.${verdict}`)}
            </span>
          )}
        </p>
        <div className="bj-cards">
          {each.cards.map((card, at) => (
            <Card key={at} card={card} />
          ))}
        </div>
      </div>
    )
  }

  return (
    <div className="container play" data-game={GAME_ID}>
      <div className="play__main">
        <PlayHead gameId={GAME_ID} balance={screen.balance} />
        <div className="play__board">
          <div className="bj-table" data-testid="bj-table">
            <section className="bj-seat" aria-label={t("blackjack.dealer")}>
              <div className="bj-hand">
                <p className="bj-seat__label">
                  <span>{t("blackjack.dealer")}</span>
                  {view === undefined ? null : <TotalText total={handTotalOf(view.dealer, 1)} testId="bj-dealer-total" />}
                  {view !== undefined && !view.over ? <span className="bj-tag">{t("blackjack.upCard")}</span> : null}
                </p>
                <div className="bj-cards" data-testid="bj-dealer-cards">
                  {dealerCards.length === 0 ? <span className="bj-card bj-card--slot" aria-hidden="true" /> : dealerCards.map((card, at) => <Card key={at} card={card} />)}
                </div>
              </div>
            </section>
            <ul className="bj-rules" data-testid="bj-rules">
              {RULES.map((rule) => (
                <li key={rule}>{t(`blackjack.rules.${rule}`)}</li>
              ))}
            </ul>
            <section className="bj-seat bj-seat--player" aria-label={t("blackjack.you")}>
              {view === undefined ? (
                <div className="bj-hand">
                  <p className="bj-seat__label">
                    <span>{t("blackjack.you")}</span>
                  </p>
                  <div className="bj-cards">
                    <span className="bj-card bj-card--slot" aria-hidden="true" />
                  </div>
                </div>
              ) : (
                view.hands.map(hand)
              )}
            </section>
          </div>
          <div className="play__bet">
            {open && view !== undefined ? (
              <>
                <p className="bj-prompt" data-testid="bj-status">
                  {view.hands.length > 1 ? t("blackjack.yourMoveOn", { n: view.active + 1 }) : t("blackjack.yourMove")}
                </p>
                <div className="bj-moves" role="group" aria-label={t("blackjack.moves")}>
                  {MOVES.map((move) => (
                    <Button
                      key={move}
                      variant={move === "Stand" ? "primary" : "secondary"}
                      className="bj-move"
                      data-testid={`bj-${move.toLowerCase()}`}
                      disabled={!moves.has(move)}
                      title={t(`blackjack.moveHint.${move}`)}
                      onClick={() => act({ _tag: move })}
                    >
                      {t(`blackjack.move.${move}`)}
                    </Button>
                  ))}
                </div>
              </>
            ) : (
              <form
                className="bj-deal"
                onSubmit={(e) => {
                  e.preventDefault()
                  start({})
                }}
              >
                <SteppedStake screen={screen} />
                {player ? (
                  <Button type="submit" variant="primary" className="play__button" disabled={problem !== undefined || starting} aria-busy={starting}>
                    {starting ? t("blackjack.dealing") : t("blackjack.deal")}
                  </Button>
                ) : (
                  <PlaySignIn lng={lng} />
                )}
              </form>
            )}
            <SteppedRefusal screen={screen} />
            <p className="muted">{t("midRound.blackjack")}</p>
          </div>
        </div>
      </div>
      <aside className="play__side">
        <section className="play-result" aria-live="polite" data-testid="round-result">
          <h2>{t("frame.result.title")}</h2>
          {round === undefined || !round.over || view === undefined ? (
            <p className="muted">{open ? t("blackjack.inPlay") : t("frame.result.none")}</p>
          ) : (
            <>
              <p data-testid="bj-verdict">
                {(round.win ?? 0) > 0
                  ? t("blackjack.paid", { multiple: multipleText(round.multiple ?? { num: 0, den: 1 }), win: screen.money(round.win ?? 0, round.currency) })
                  : t("blackjack.lost")}
              </p>
              <SteppedResultFacts screen={screen} round={round} />
            </>
          )}
        </section>
        <SeedsPanel />
      </aside>
    </div>
  )
}
