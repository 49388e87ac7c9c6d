import { Trans, useTranslation } from 'react-i18next';
import { uiMessageKeys } from '../../../config/ui-message-keys';

/**
 * The words of a "Learn more" link under an item. Search engines and screen readers list links
 * out of context, so the link must say where it goes: the locale's sentence names the item
 * ("Learn more about {{name}}"), and the part inside <hidden> is read but not shown, keeping the
 * short visible label. Words an editor wrote for the link (`linkLabel`) already say where it goes.
 */
export function LearnMoreLabel({ label, name }: { label?: string; name: string }) {
  const { t } = useTranslation();
  if (label) return <>{label}</>;
  return <Trans t={t} i18nKey={`common:${uiMessageKeys.learnMoreAbout}`} values={{ name }} components={{ hidden: <span className="visually-hidden" /> }} />;
}
