// The kit's money formatting is the domain's, so the client's cells and the server's messages write money alike.
export { formatMoney } from "../../domain/account/money"
