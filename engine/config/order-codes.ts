/**
 * The answer codes of the package purchase and payment calls (server/orders): the server answers
 * them, the payment machine and the purchase form decide on them, config/errors.yaml words them.
 */
export const orderCodes = {
  accountExists: 20011,
  orderNotFound: 30001,
  orderNotPayable: 30002,
  paymentDeclined: 30003,
  providerUnavailable: 30004,
  amountMismatch: 30005,
  notApproved: 30006,
  smallerThanMembership: 30007,
  /** The price the page showed is not the price in force (a rolling change of config/pricing.yaml): reload. */
  priceChanged: 30008,
} as const;
