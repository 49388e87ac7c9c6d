import type { ConsolePageData } from './console-page-data';
import { ConsoleFrame } from './console-frame';
import { ConsoleModulePage } from './console-module-page';

/** A console module page, in the single-page app. */
export function ConsoleView({ data }: { data: ConsolePageData }) {
  return <ConsoleFrame data={data} screen={(props) => <ConsoleModulePage {...props} />} />;
}
