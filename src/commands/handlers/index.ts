import type { Handlers } from "../handler"
import { answerCaptcha, dismissCaptcha } from "./captcha"
import { loadConfig, loadConfigGroups } from "./config"
import { changeLanguage, navigate } from "./navigation"
import { checkSession, startDeviceSession } from "./session"
import { boot, changeSettings, reportChunkLoadFailure, reportRouteError } from "./system"

export const handlers: Handlers = {
  Boot: boot,
  LoadConfig: loadConfig,
  LoadConfigGroups: loadConfigGroups,
  CheckSession: checkSession,
  StartDeviceSession: startDeviceSession,
  Navigate: navigate,
  ChangeLanguage: changeLanguage,
  ChangeSettings: changeSettings,
  ReportChunkLoadFailure: reportChunkLoadFailure,
  ReportRouteError: reportRouteError,
  AnswerCaptcha: answerCaptcha,
  DismissCaptcha: dismissCaptcha
}
