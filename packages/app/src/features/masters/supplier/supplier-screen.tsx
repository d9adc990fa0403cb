import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { supplierApi, supplierConfig } from './supplier-config.tsx';

/** /master/supplier: the suppliers from the server. */
export function SupplierScreen() {
  return <MasterView {...useMasterScreen(supplierConfig, supplierApi)} />;
}
