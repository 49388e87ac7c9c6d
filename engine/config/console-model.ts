import type { Visibility } from './visibility-language.js';
import type { LocaleId } from './locale-id.js';

/**
 * The logged-in application header and the console pages, compiled from config/nav/app-header.yaml
 * and config/console.yaml (spec 2.8, 6). Entries keep their `visible:` rules: which ones a member
 * sees is decided in the browser, per session, by engine/access/app-navigation.ts.
 */

/** Where an entry leads. */
export type AppTarget =
  /** A console page (config/console.yaml), on the `console` host of site.yaml. */
  | { kind: 'console'; path: string }
  /** A public page in the member's language; none for a language means the entry is left out. */
  | { kind: 'site'; paths: Partial<Record<LocaleId, string>> }
  /** A path on another host of site.yaml (the open platform). */
  | { kind: 'host'; href: string };

export interface AppNavCard {
  image?: string;
  heading?: string;
  text?: string;
}

export interface AppNavChild {
  label: string;
  target: AppTarget;
  visible?: Visibility;
  card: AppNavCard;
  /** The 'learn more' public page per language (spec 2.8). */
  learnMore: Partial<Record<LocaleId, string>>;
}

export interface AppNavItem {
  label: string;
  /** Absent for a dropdown. */
  target?: AppTarget;
  visible?: Visibility;
  children: AppNavChild[];
}

export interface AppEntry {
  label: string;
  target: AppTarget;
  visible?: Visibility;
}

export interface AppHeader {
  /** Public paths containing one of these show this header to logged-in members (spec 2.7). */
  publicPathContains: string[];
  items: AppNavItem[];
  account: AppEntry[];
  systems: { entries: AppEntry[]; oemLoginPath: string };
}

/** A working module the engine builds itself (config/console.yaml `workspace:`). */
export type ConsoleWorkspace = 'shipment-search' | 'saved-companies';

export interface ConsolePage {
  path: string;
  title: string;
  summary: string;
  workspace?: ConsoleWorkspace;
}

export interface ConsoleSite {
  /** The console host of site.yaml: '' is this server. */
  host: string;
  home: string;
  login: string;
  register: string;
  /** Setting a new password with an e-mailed code (linked from the login page and the account e-mails). */
  passwordReset: string;
  pages: ConsolePage[];
}
