import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { traderApi, traderConfig } from './trader-config.tsx';

/** /master/trader: the traders from the server. */
export function TraderScreen() {
  return <MasterView {...useMasterScreen(traderConfig, traderApi)} />;
}
