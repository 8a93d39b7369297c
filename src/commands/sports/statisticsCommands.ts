import { Schema } from "effect"
import { GameId } from "../../domain/api/sports"
import { captchaAnswer } from "../secret"

/** A game's statistics page (or its pop-up window) asks for the game's head-to-head, form and table (SPEC.md 2.8 statistic). */
export class LoadStatistics extends Schema.TaggedClass<LoadStatistics>()("LoadStatistics", { gameId: GameId, ...captchaAnswer }) {}
