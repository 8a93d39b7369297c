import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { viewBus } from "../../../commands/content/viewBus"
import { CloseSupportModal, ShowSupportModal } from "../../../commands/support/commands"
import { useDispatch, useStore } from "../../AppContext"
import { lazyPart } from "../boot/lazyPart"

const SupportModals = lazyPart("supportModals", () => import("../../support/SupportModals").then((m) => m.SupportModals))

/**
 * Where the support modals open (SPEC.md 2.4 user question, support-request history): the support button asks for
 * them through the bus, and so may a remote view through the view event bus (SPEC.md 7: showUserQuestionModal and
 * showConsultant open the question, closeSupportRequestHistoryModal closes the history). Their code loads when one
 * first opens.
 */
export const SupportModalsHost = () => {
  useSignals()
  const dispatch = useDispatch()
  const modal = useStore().supportDesk.value.modal
  useEffect(() => {
    const triggers = viewBus.subscribe((event) => {
      if (event.type === "showUserQuestionModal" || event.type === "showConsultant") void dispatch(new ShowSupportModal({ modal: "question" }))
      else if (event.type === "closeSupportRequestHistoryModal") void dispatch(new CloseSupportModal({}))
    })
    return () => triggers.unsubscribe()
  }, [dispatch])
  if (modal === null) return null
  return <SupportModals />
}
