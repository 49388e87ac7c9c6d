import { createContext } from 'react';
import type { IslandPage } from './island-page';

/**
 * Set while a public page is prerendered as HTML with islands (decision 017): an <Island> then
 * writes its wrapper and payload. Absent (null) where the page is part of the single-page app
 * (the payment page, the console), where an <Island> is an ordinary part of the tree.
 */
export const IslandPageContext = createContext<IslandPage | null>(null);
