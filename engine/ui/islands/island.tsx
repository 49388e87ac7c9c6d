import { useContext, type ComponentType } from 'react';
import { IslandPageContext } from './island-context';
import { IslandRoot } from './island-root';
import type { IslandName } from './island-modules';
import type { IslandPayload, IslandWhen } from './island-payload';
import { JsonScript } from './json-script';

interface Props<P extends object> {
  /** The registry entry (island-loaders.ts) the browser loads this island's code from. */
  name: IslandName;
  component: ComponentType<P>;
  payload: IslandPayload<P>;
  /** When the browser hydrates it: at once, once near the window, or once the page is idle. */
  when: IslandWhen;
  /** Also at once when a session may exist: what it shows depends on who is logged in. */
  followsSession?: boolean;
}

/**
 * A part of a public page that needs code in the browser (decision 017). Prerendered, it is the
 * component's HTML inside a wrapper naming the island, after its payload as JSON; the browser's
 * islands runtime hydrates it alone, with exactly the props and texts it was rendered with. In
 * the single-page app it is just the component.
 */
export function Island<P extends object>({ name, component: Component, payload, when, followsSession }: Props<P>) {
  const page = useContext(IslandPageContext);
  if (!page) return <Component {...payload.props} />;
  // The payload sits just before the wrapper, outside what React hydrates.
  return (
    <>
      <JsonScript value={payload} data-island-payload={name} />
      <div className="island" data-island={name} data-island-when={when} data-island-session={followsSession ? '' : undefined}>
        <IslandRoot page={page} payload={payload as IslandPayload}>
          <Component {...payload.props} />
        </IslandRoot>
      </div>
    </>
  );
}
