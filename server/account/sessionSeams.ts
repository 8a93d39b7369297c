import { Layer } from "effect"
import { NewsletterStop, PlayerOffice, PlayerVerification } from "../session/accountSeams"
import { Newsletters } from "./newsletter"
import { OfficeService } from "./office"
import { VerificationService } from "./verification"

/** The account area's answers to what the session area asks of it (server/session/accountSeams.ts). */
export const PlayerOfficeLive = Layer.effect(PlayerOffice, OfficeService)

export const PlayerVerificationLive = Layer.effect(PlayerVerification, VerificationService)

export const NewsletterStopLive = Layer.effect(NewsletterStop, Newsletters)
