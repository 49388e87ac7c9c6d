import type { MetaDescriptor } from 'react-router';
import type { PageData } from '../content/page-data';

/** <title>, description, canonical and hreflang alternates, all computed at build time. */
export function pageMeta({ loaderData }: { loaderData?: PageData }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { head } = loaderData;
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    ...(head.canonical ? [{ tagName: 'link', rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: a.href })),
  ];
}
