import type { ConsolePageData } from './console-page-data';
import { ConsoleFrame } from './console-frame';
import { ConsoleSignInPage } from './console-sign-in-page';

/** Log in or join free: an island of its page (routes/console-sign-in.tsx), with no router. */
export default function ConsoleSignInView({ data }: { data: ConsolePageData }) {
  return <ConsoleFrame data={data} screen={(props) => <ConsoleSignInPage {...props} />} />;
}
