import { apiPaths } from '@pfm/shared';
import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { farmerApi, farmerConfig } from './farmer-config.tsx';

/** Farms' lists show their farmer's name, so saving or deleting a farmer refreshes them too. */
const dependents = [apiPaths.farms] as const;

/** /master/farmer: the farmers from the server. */
export function FarmerScreen() {
  return <MasterView {...useMasterScreen(farmerConfig, farmerApi, dependents)} />;
}
