import { apiPaths } from '@pfm/shared';
import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { farmApi, farmConfig } from './farm-config.tsx';

/** Farmers' lists count their active farms, so saving or deleting a farm refreshes them too. */
const dependents = [apiPaths.farmers] as const;

/** /master/farm: the farms from the server. */
export function FarmScreen() {
  return <MasterView {...useMasterScreen(farmConfig, farmApi, dependents)} />;
}
