/* Bait for ad blockers (src/domain/shell/adBlocker.ts): a blocker cancels the request for this file by its name. */
