import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { itemApi, itemConfig } from './item-config.tsx';

/** /master/item: the items from the server. */
export function ItemScreen() {
  return <MasterView {...useMasterScreen(itemConfig, itemApi)} />;
}
