import { Schema } from "effect"
import { captchaAnswer } from "../secret"

/** The QR sign-in screen opened: ask the server for a sign-in request to show (SPEC.md 2.9 "QR login"). */
export class StartQrLogin extends Schema.TaggedClass<StartQrLogin>()("StartQrLogin", { ...captchaAnswer }) {}

/** The poll timer: has the request been approved? (Dispatched only while a request is shown.) */
export class PollQrLogin extends Schema.TaggedClass<PollQrLogin>()("PollQrLogin", {}) {}

/** The player left the QR sign-in screen: stop polling and forget the request. */
export class StopQrLogin extends Schema.TaggedClass<StopQrLogin>()("StopQrLogin", {}) {}

/** A signed-in player approves the code a new device shows, so that device signs in as them. */
export class ApproveQrLogin extends Schema.TaggedClass<ApproveQrLogin>()("ApproveQrLogin", { code: Schema.String.pipe(Schema.maxLength(32)), ...captchaAnswer }) {}

export const qrCommands = [StartQrLogin, PollQrLogin, StopQrLogin, ApproveQrLogin] as const
