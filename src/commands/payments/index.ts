import { type Area, defineArea } from "../area"
import { paymentsCommands } from "./commands"
import { paymentsEvents, paymentsServerAnswers } from "./events"
import {
  cancelWithdrawal,
  createPaymentRequest,
  loadCashier,
  loadDeposit,
  loadPaymentHistory,
  loadPaymentRequests,
  loadWithdrawals,
  requestWithdrawal,
  startDeposit
} from "./handlers"

/** The cashier: deposits, withdrawals, the money's history and payment requests (ARCHITECTURE 2, area `payments`). */
export const paymentsArea: Area<typeof paymentsCommands, typeof paymentsEvents> = defineArea({
  name: "payments",
  commands: paymentsCommands,
  handlers: {
    LoadCashier: loadCashier,
    StartDeposit: startDeposit,
    LoadDeposit: loadDeposit,
    LoadWithdrawals: loadWithdrawals,
    RequestWithdrawal: requestWithdrawal,
    CancelWithdrawal: cancelWithdrawal,
    LoadPaymentHistory: loadPaymentHistory,
    LoadPaymentRequests: loadPaymentRequests,
    CreatePaymentRequest: createPaymentRequest
  },
  events: paymentsEvents,
  serverAnswers: paymentsServerAnswers,
  migrations: []
})
