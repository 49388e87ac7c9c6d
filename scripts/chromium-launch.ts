import { existsSync } from 'node:fs';

/**
 * The Chromium that browser tests, screenshots and the editors' checks drive: always Debian's,
 * never a downloaded one. CHROMIUM_PATH wins; otherwise Debian's headless shell
 * (`apt-get install chromium-headless-shell`), the same Chromium build without the desktop
 * browser's window machinery, which is the headless mode Playwright itself uses: on two cores it
 * halved the browser tests' CPU time against /usr/bin/chromium (decision 039). /usr/bin/chromium
 * where the shell is not installed.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}

const headlessShell = '/usr/bin/chromium-headless-shell';

/** The switches every launch needs here: no sandbox (root in a container), no GPU, nothing fetched in the background. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What `chromium.launch` and Playwright's `launchOptions` take: that Chromium with those switches. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
