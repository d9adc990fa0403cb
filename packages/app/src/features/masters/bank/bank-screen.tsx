import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { bankApi, bankConfig } from './bank-config.tsx';

/** /master/bank: the company’s bank accounts from the server. */
export function BankScreen() {
  return <MasterView {...useMasterScreen(bankConfig, bankApi)} />;
}
