/**
 * The named statuses of orders, payments, sites, accounts and disputes, for both sides: the web compares and filters
 * with these names, never with the numbers or strings the API stores.
 */
export { ORDER_STATUSES, orderStatus, type OrderStatus } from "../domain/order-status";
export { paymentStatus, type PaymentStatus } from "../domain/payment-status";
export { SITE_STATUSES_IN_BUILD, siteStatus, type SiteStatus } from "../domain/site-status";
export { accountStatus, type AccountStatus } from "../domain/account-status";
export { DISPUTE_STATUSES, disputeStatus, type DisputeStatus } from "../domain/dispute-status";
