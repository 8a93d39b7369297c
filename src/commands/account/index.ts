import { Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { accountCommands, LoadAccounts } from "./commands"
import { accountEvents, accountServerAnswers } from "./events"
import { addCurrency, loadAccounts, removeCurrency, sendWalletChange, setActiveAccount, setHideBalance } from "./handlers"
import { accountMigrations } from "./migrations"
import { bonusCommands } from "./bonusCommands"
import { bonusEvents, bonusServerAnswers } from "./bonusEvents"
import { dismissFirstDepositOffer, loadAccountSettings, saveAccountSettings, showFirstDepositOffer, startFirstDepositOffer } from "./bonusHandlers"
import { officeCommands } from "./officeCommands"
import { officeEvents, officeServerAnswers } from "./officeEvents"
import {
  beginTwoStep,
  cancelTwoStep,
  changeSecurity,
  loadOfficeSettings,
  loadProfile,
  loadSecurity,
  resendEmailConfirmation,
  addEmail,
  saveOfficeSettings,
  saveProfile,
  sendPhoneCode
} from "./officeHandlers"

const commands = [...accountCommands, ...officeCommands, ...verificationCommands, ...bonusCommands] as const
const events = [...accountEvents, ...officeEvents, ...verificationEvents, ...bonusEvents] as const
import { verificationCommands } from "./verificationCommands"
import { verificationEvents, verificationServerAnswers } from "./verificationEvents"
import { loadVerification, sendDocument, startIdentityCheck, uploadDocument } from "./verificationHandlers"
import { loadSavedSettingsOnArrival } from "./savedSettingsOnArrival"

/** Events after which the signed-in player may be one whose accounts are not loaded. */
const PLAYER_ARRIVES: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered"])

/** A signed-in player whose accounts are not loaded: the account store folds the session's answers (SessionChecked). */
const needsAccounts = (bus: CommandBus): boolean => {
  const { accounts } = bus.store.snapshot()
  return accounts.owner !== null && accounts.status === "idle"
}

/** The player's wallets: the account store of SPEC.md 3 (ARCHITECTURE 2, area `account`). */
export const accountArea: Area<typeof commands, typeof events> = defineArea({
  name: "account",
  commands,
  handlers: {
    LoadAccounts: loadAccounts,
    AddCurrency: addCurrency,
    RemoveCurrency: removeCurrency,
    SetActiveAccount: setActiveAccount,
    SendWalletChange: sendWalletChange,
    SetHideBalance: setHideBalance,
    // The personal office (officeHandlers.ts).
    LoadProfile: loadProfile,
    SaveProfile: saveProfile,
    LoadSecurity: loadSecurity,
    ChangeSecurity: changeSecurity,
    BeginTwoStep: beginTwoStep,
    CancelTwoStep: cancelTwoStep,
    SendPhoneCode: sendPhoneCode,
    ResendEmailConfirmation: resendEmailConfirmation,
    AddEmail: addEmail,
    LoadOfficeSettings: loadOfficeSettings,
    SaveOfficeSettings: saveOfficeSettings,
    // Verification documents (verificationHandlers.ts).
    LoadVerification: loadVerification,
    UploadDocument: uploadDocument,
    SendDocument: sendDocument,
    StartIdentityCheck: startIdentityCheck,
    // The account settings and the first-deposit bonus modal (bonusHandlers.ts).
    LoadAccountSettings: loadAccountSettings,
    SaveAccountSettings: saveAccountSettings,
    ShowFirstDepositOffer: showFirstDepositOffer,
    DismissFirstDepositOffer: dismissFirstDepositOffer
  },
  events,
  serverAnswers: [...accountServerAnswers, ...officeServerAnswers, ...verificationServerAnswers, ...bonusServerAnswers],
  migrations: accountMigrations,
  /**
   * SPEC.md 4: "with a user id, account data is loaded". At start for a player already signed in, and whenever a
   * session answer brings a player whose accounts are not loaded (a sign-in, another player on this browser).
   */
  start: (bus) =>
    Effect.gen(function* () {
      const load = Effect.suspend(() => (needsAccounts(bus) ? bus.dispatchEffect(new LoadAccounts({}), "system") : Effect.void))
      yield* load
      yield* startFirstDepositOffer(bus)
      yield* loadSavedSettingsOnArrival(bus)
      yield* Effect.forkScoped(
        forEachValue(
          bus.log.feed.pipe(filter((entry) => entry.kind === "event" && PLAYER_ARRIVES.has(entry.body._tag))),
          () => load
        )
      )
    })
})
