import type { FastifyPluginAsync } from 'fastify';
import { bankAccountMaster } from './bank-accounts.ts';
import { farmerMaster } from './farmers.ts';
import { farmMaster } from './farms.ts';
import { feedStandardMaster } from './feed-standards.ts';
import { godownMaster } from './godowns.ts';
import { growthStandardMaster } from './growth-standards.ts';
import { itemMaster } from './items.ts';
import { rateMaster, registerRates } from './rates.ts';
import { registerMaster } from './routes.ts';
import { supplierMaster } from './suppliers.ts';
import { traderMaster } from './traders.ts';

/** Every master `masterRoutes` registers (the contract tests run over all, and check the two agree). */
export const masterDefinitions = [
  godownMaster,
  farmerMaster,
  farmMaster,
  itemMaster,
  supplierMaster,
  traderMaster,
  bankAccountMaster,
  growthStandardMaster,
  feedStandardMaster,
  rateMaster,
] as const;

/** Every master's endpoints under /api; rates also answer which rate is in force on a day. */
export const masterRoutes: FastifyPluginAsync = async (app) => {
  registerMaster(app, godownMaster);
  registerMaster(app, farmerMaster);
  registerMaster(app, farmMaster);
  registerMaster(app, itemMaster);
  registerMaster(app, supplierMaster);
  registerMaster(app, traderMaster);
  registerMaster(app, bankAccountMaster);
  registerMaster(app, growthStandardMaster);
  registerMaster(app, feedStandardMaster);
  registerRates(app);
};
