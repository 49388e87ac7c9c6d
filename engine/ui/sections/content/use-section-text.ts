import { useTranslation } from 'react-i18next';

type Node = string | { [key: string]: Node };

/**
 * The texts of one content section, read under its `text:` prefix in the page's namespace. The
 * config check has made sure the required ones exist, so `text` never shows a raw key.
 */
export function useSectionText(prefix: string) {
  const { t, i18n } = useTranslation();
  const raw = (path: string): Node | undefined => i18n.getResource(i18n.language, 'page', `${prefix}.${path}`) as Node | undefined;
  return {
    t,
    text: (path: string) => t(`${prefix}.${path}`),
    optional: (path: string) => (typeof raw(path) === 'string' ? t(`${prefix}.${path}`) : undefined),
    /** Ids of a list written in the locale file, in its order. */
    ids: (path: string) => {
      const node = raw(path);
      return node && typeof node === 'object' ? Object.keys(node) : [];
    },
    /** An ordered group of texts (numbered points, bullet points). */
    group: (path: string) => {
      const node = raw(path);
      return node && typeof node === 'object' ? Object.keys(node).map((key) => t(`${prefix}.${path}.${key}`)) : [];
    },
  };
}
