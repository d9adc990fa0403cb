import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { rateApi, rateConfig } from './rate-config.tsx';

/** /master/rate: the effective-dated rates from the server. */
export function RateScreen() {
  return <MasterView {...useMasterScreen(rateConfig, rateApi)} />;
}
