import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * The first-deposit bonus modal (SPEC.md 4: once, a stored flag, only on the home page): over the page from
 * FirstDepositOfferShown until the player closes it, saves a first-deposit bonus choice, or leaves.
 */
export const FirstDepositOfferState = Schema.Struct({ visible: Schema.Boolean, userId: Schema.NullOr(Schema.Int) })
export type FirstDepositOfferState = typeof FirstDepositOfferState.Type

export const firstDepositOfferProjection = defineProjection({
  name: "firstDepositOffer",
  schema: FirstDepositOfferState,
  initial: { visible: false, userId: null } as FirstDepositOfferState,
  tags: ["FirstDepositOfferShown", "FirstDepositOfferDismissed", "AccountSettingsSaved", "LoggedOut"],
  apply: (state, event): FirstDepositOfferState => {
    switch (event._tag) {
      case "FirstDepositOfferShown":
        return { visible: true, userId: event.userId }
      case "FirstDepositOfferDismissed":
      case "AccountSettingsSaved":
      case "LoggedOut":
        return state.visible ? { ...state, visible: false } : state
    }
  }
})
