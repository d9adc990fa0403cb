import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { godownApi, godownConfig } from './godown-config.tsx';

/** /master/godown: the godowns from the server. */
export function GodownScreen() {
  return <MasterView {...useMasterScreen(godownConfig, godownApi)} />;
}
