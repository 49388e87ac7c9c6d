/**
 * The address that opens a chat with the company's WeChat account: scanned from the QR code, or
 * followed on a phone with WeChat, it offers to add the account as a contact. A web address
 * would only open a page; this one starts the conversation.
 */
export function wechatContactUri(wechatId: string): string {
  return `weixin://contacts/profile/${encodeURIComponent(wechatId)}`;
}
