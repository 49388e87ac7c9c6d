/**
 * Translation keys (in each locale's common.yaml) that the engine's own UI uses. The config check
 * requires every one of them in every locale, so a missing text fails the check rather than
 * showing a raw key to a visitor.
 */
export const uiMessageKeys = {
  brand: 'brand.name',
  brandTagline: 'brand.tagline',
  skipToContent: 'header.skipToContent',
  openMenu: 'header.openMenu',
  closeMenu: 'header.closeMenu',
  mainNav: 'header.mainNav',
  languageSwitch: 'header.language',
  backToTop: 'footer.backToTop',
  chatWidget: 'chat.label',
  chatWidgetBody: 'chat.body',
  closeWidget: 'chat.close',
  minimiseWidget: 'chat.minimise',
  qrCaption: 'chat.qrCaption',
  qq: 'chat.qq',
  phone: 'chat.phone',
  contactPage: 'chat.contactPage',
  notFoundTitle: 'errors.notFound.title',
  notFoundBody: 'errors.notFound.body',
  errorTitle: 'errors.generic.title',
  errorStatus: 'errors.generic.status',
  // What the error page says for a status (engine/ui/errors/error-details.ts), never the server's own text.
  errorServer: 'errors.generic.server',
  errorRequest: 'errors.generic.request',
  errorForbidden: 'errors.generic.forbidden',
  backHome: 'errors.backHome',
  // In a form's place when its code could not be loaded and the page will not reload by itself.
  formLoadFailed: 'errors.formLoad.body',
  formLoadReload: 'errors.formLoad.reload',
  newTab: 'header.opensInNewTab',
  // "Learn more" naming the item it leads to; <hidden>...</hidden> is read by screen readers and crawlers, not shown.
  learnMoreAbout: 'actions.learnMoreAbout',
  available: 'marks.available',
  notAvailable: 'marks.notAvailable',
  loading: 'progress.loading',
  // Titles of the pop-up notifications (engine/ui/notifications: notify.<kind>) and their close button.
  notifyNotice: 'notify.notice',
  notifyWarning: 'notify.warning',
  notifyError: 'notify.error',
  notifyClose: 'notify.close',
  // Where a form or the payment page needs JavaScript: one sentence with site.yaml contact: as links (contact-sentence.ts).
  noScriptForm: 'noScript.form',
  noScriptPayment: 'noScript.payment',
  // A deadline or payment date on the provider's clock, the zone named (engine/rules/zoned-date-text.ts).
  providerTime: 'providerTime',
  // A running package and what another order does to it (the purchase form, engine/rules/renewal-notice.ts).
  renewalHeading: 'renewal.heading',
  renewalExtended: 'renewal.extended',
  renewalUpgraded: 'renewal.upgraded',
  renewalSmaller: 'renewal.smaller',
} as const;

export type UiMessageKey = (typeof uiMessageKeys)[keyof typeof uiMessageKeys];
