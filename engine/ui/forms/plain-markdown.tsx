import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx/react, which RJSF 6 imports for descriptions and help written in
 * Markdown and for a few of its own error texts: about 31 KB gzip, a third of a form page's form
 * code. This engine's forms never turn Markdown on (schemas/config/form-ui.schema.json refuses
 * enableMarkdownInDescription and enableMarkdownInHelp), and their texts come from locales/ as
 * plain text, so showing the text as it is loses nothing. vite.config.ts points the import here.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
