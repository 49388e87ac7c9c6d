import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PersonaPreviewData } from './persona-preview-data';
import { PersonaPreview } from './persona-preview';
import '../../styles/site.css';
import './persona-preview.css';

/**
 * The persona preview page's script, on the dev server (/_authoring/personas) and inlined in the
 * build's report (build/authoring/personas.html). Its data is JSON in the page, put there by
 * engine/build/persona-preview-page.ts; nothing is fetched.
 */
const dataElement = document.getElementById('persona-preview-data');
const root = document.getElementById('persona-preview');
if (!dataElement?.textContent || !root) throw new Error('persona preview: the page lacks its data or its root element');
const data = JSON.parse(dataElement.textContent) as PersonaPreviewData;
createRoot(root).render(
  <StrictMode>
    <PersonaPreview data={data} />
  </StrictMode>,
);
