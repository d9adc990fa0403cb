import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { growthApi, growthConfig } from './growth-config.tsx';

/** /master/growth: the weekly growth standards from the server. */
export function GrowthScreen() {
  return <MasterView {...useMasterScreen(growthConfig, growthApi)} />;
}
