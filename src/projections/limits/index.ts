import { depositApprovalProjection } from "./depositApproval"
import { limitsProjection } from "./limits"
import { realityCheckProjection } from "./realityCheck"
import { sessionLimitNoticeProjection } from "./sessionLimitNotice"

export const limitsProjections = {
  limits: limitsProjection,
  realityCheck: realityCheckProjection,
  depositApproval: depositApprovalProjection,
  sessionLimitNotice: sessionLimitNoticeProjection
} as const
