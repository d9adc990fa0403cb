// The master lists' files: each as its screen names, filters and shows it.
import {
  apiPaths,
  bankAccountListHeaders,
  bankAccountSorts,
  bankAccountTypeLabels,
  farmerListHeaders,
  farmerSorts,
  farmListHeaders,
  farmSorts,
  feedStandardListHeaders,
  feedStandardSorts,
  godownListHeaders,
  godownSorts,
  growthStandardListHeaders,
  growthStandardSorts,
  indianStates,
  itemCategoryLabels,
  itemListHeaders,
  itemSorts,
  itemUnitLabels,
  listQuery,
  rateItems,
  rateListHeaders,
  rateSorts,
  rateStatusLabels,
  rateUnitLabels,
  recordStatusLabels,
  supplierListHeaders,
  supplierSorts,
  traderListHeaders,
  traderSorts,
} from '@pfm/shared';
import { bankAccountList } from '../masters/bank-accounts.ts';
import { farmerList } from '../masters/farmers.ts';
import { farmList } from '../masters/farms.ts';
import { feedStandardList } from '../masters/feed-standards.ts';
import { godownList } from '../masters/godowns.ts';
import { growthStandardList } from '../masters/growth-standards.ts';
import { itemList } from '../masters/items.ts';
import { rateList } from '../masters/rates.ts';
import { supplierList } from '../masters/suppliers.ts';
import { traderList } from '../masters/traders.ts';

import { balanceCells, balanceColumns, defineList } from './list-kit.ts';

export const godownExport = defineList({
  path: apiPaths.godowns,
  title: 'Godown Setup',
  sheet: 'Godowns',
  stem: 'godowns',
  itemsLabel: 'godowns',
  query: listQuery(godownSorts),
  source: (_db, query) => godownList(query),
  sorts: {
    code: godownListHeaders.code,
    name: godownListHeaders.name,
    location: godownListHeaders.location,
    capacityKg: godownListHeaders.capacityKg,
    status: godownListHeaders.status,
  },
  defaultSort: 'code',
  columns: [
    { header: godownListHeaders.code, kind: 'text', width: 0.8 },
    { header: godownListHeaders.name, kind: 'text', width: 2 },
    { header: godownListHeaders.location, kind: 'text', width: 2 },
    { header: godownListHeaders.capacityKg, kind: 'integer', unit: 'kg', width: 1.2 },
    { header: godownListHeaders.status, kind: 'text', width: 0.9 },
  ],
  cells: (godown) => [
    godown.code,
    godown.name,
    godown.location,
    godown.capacityKg,
    recordStatusLabels[godown.status],
  ],
});

export const farmerExport = defineList({
  path: apiPaths.farmers,
  title: 'Farmer Registration',
  sheet: 'Farmers',
  stem: 'farmers',
  itemsLabel: 'farmers',
  query: listQuery(farmerSorts),
  source: (_db, query) => farmerList(query),
  sorts: {
    code: farmerListHeaders.code,
    name: farmerListHeaders.name,
    phone: farmerListHeaders.phone,
    city: 'City',
    activeFarms: farmerListHeaders.activeFarms,
    status: farmerListHeaders.status,
  },
  defaultSort: 'code',
  columns: [
    { header: farmerListHeaders.code, kind: 'text', width: 0.9 },
    { header: farmerListHeaders.name, kind: 'text', width: 1.6 },
    { header: farmerListHeaders.phone, kind: 'text', width: 1.1 },
    { header: farmerListHeaders.address, kind: 'text', width: 3 },
    { header: farmerListHeaders.activeFarms, kind: 'integer', width: 0.9 },
    ...balanceColumns,
    { header: farmerListHeaders.status, kind: 'text', width: 0.8 },
  ],
  cells: (farmer) => [
    farmer.code,
    farmer.name,
    farmer.phone,
    `${farmer.address}, ${farmer.city}, ${indianStates[farmer.state]} ${farmer.pincode}`,
    farmer.activeFarms,
    ...balanceCells(farmer.balancePaise),
    recordStatusLabels[farmer.status],
  ],
});

export const farmExport = defineList({
  path: apiPaths.farms,
  title: 'Farm Registration',
  sheet: 'Farms',
  stem: 'farms',
  itemsLabel: 'farms',
  query: listQuery(farmSorts),
  source: (_db, query) => farmList(query),
  sorts: {
    code: farmListHeaders.code,
    name: farmListHeaders.name,
    farmer: farmListHeaders.farmer,
    location: farmListHeaders.location,
    capacityBirds: farmListHeaders.capacityBirds,
    status: farmListHeaders.status,
  },
  defaultSort: 'code',
  columns: [
    { header: farmListHeaders.code, kind: 'text', width: 0.8 },
    { header: farmListHeaders.name, kind: 'text', width: 1.8 },
    { header: farmListHeaders.farmer, kind: 'text', width: 2 },
    { header: farmListHeaders.location, kind: 'text', width: 1.8 },
    { header: farmListHeaders.capacityBirds, kind: 'integer', unit: 'birds', width: 1.2 },
    { header: farmListHeaders.status, kind: 'text', width: 0.8 },
  ],
  cells: (farm) => [
    farm.code,
    farm.name,
    `${farm.farmerName} (${farm.farmerCode})`,
    farm.location,
    farm.capacityBirds,
    recordStatusLabels[farm.status],
  ],
});

export const itemExport = defineList({
  path: apiPaths.items,
  title: 'Item Master',
  sheet: 'Items',
  stem: 'items',
  itemsLabel: 'items',
  query: listQuery(itemSorts),
  source: (_db, query) => itemList(query),
  sorts: {
    code: itemListHeaders.code,
    name: itemListHeaders.name,
    category: itemListHeaders.category,
    unit: itemListHeaders.unit,
    currentStock: itemListHeaders.currentStock,
    status: itemListHeaders.status,
  },
  defaultSort: 'code',
  columns: [
    { header: itemListHeaders.code, kind: 'text', width: 0.8 },
    { header: itemListHeaders.name, kind: 'text', width: 2.4 },
    { header: itemListHeaders.category, kind: 'text', width: 1 },
    { header: itemListHeaders.unit, kind: 'text', width: 0.7 },
    // Units differ by item: the Unit column says which.
    { header: itemListHeaders.currentStock, kind: 'decimal', digits: 3, width: 1.3 },
    { header: itemListHeaders.status, kind: 'text', width: 0.8 },
  ],
  cells: (item) => [
    item.code,
    item.name,
    itemCategoryLabels[item.category],
    itemUnitLabels[item.unit],
    item.currentStock,
    recordStatusLabels[item.status],
  ],
});

export const supplierExport = defineList({
  path: apiPaths.suppliers,
  title: 'Supplier Master',
  sheet: 'Suppliers',
  stem: 'suppliers',
  itemsLabel: 'suppliers',
  query: listQuery(supplierSorts),
  source: (_db, query) => supplierList(query),
  sorts: {
    code: supplierListHeaders.code,
    name: supplierListHeaders.name,
    contact: supplierListHeaders.contact,
    type: supplierListHeaders.type,
  },
  defaultSort: 'code',
  columns: [
    { header: supplierListHeaders.code, kind: 'text', width: 0.9 },
    { header: supplierListHeaders.name, kind: 'text', width: 2 },
    { header: supplierListHeaders.contact, kind: 'text', width: 1.1 },
    { header: supplierListHeaders.address, kind: 'text', width: 2.8 },
    { header: supplierListHeaders.type, kind: 'text', width: 0.9 },
    ...balanceColumns,
  ],
  cells: (supplier) => [
    supplier.code,
    supplier.name,
    supplier.contact,
    supplier.address,
    supplier.type,
    ...balanceCells(supplier.balancePaise),
  ],
});

export const traderExport = defineList({
  path: apiPaths.traders,
  title: 'Trader Registration',
  sheet: 'Traders',
  stem: 'traders',
  itemsLabel: 'traders',
  query: listQuery(traderSorts),
  source: (_db, query) => traderList(query),
  sorts: {
    code: traderListHeaders.code,
    name: traderListHeaders.name,
    contact: traderListHeaders.contact,
    avgMonthlyPurchase: traderListHeaders.avgMonthlyPurchase,
  },
  defaultSort: 'code',
  columns: [
    { header: traderListHeaders.code, kind: 'text', width: 0.9 },
    { header: traderListHeaders.name, kind: 'text', width: 2 },
    { header: traderListHeaders.contact, kind: 'text', width: 1.1 },
    { header: traderListHeaders.address, kind: 'text', width: 2.6 },
    { header: traderListHeaders.avgMonthlyPurchase, kind: 'money', width: 1.4 },
    ...balanceColumns,
  ],
  cells: (trader) => [
    trader.code,
    trader.name,
    trader.contact,
    trader.address,
    trader.avgMonthlyPurchasePaise,
    ...balanceCells(trader.balancePaise),
  ],
});

export const bankAccountExport = defineList({
  path: apiPaths.bankAccounts,
  title: 'Bank Master',
  sheet: 'Bank accounts',
  stem: 'bank-accounts',
  itemsLabel: 'bank accounts',
  query: listQuery(bankAccountSorts),
  source: (_db, query) => bankAccountList(query),
  sorts: {
    code: bankAccountListHeaders.code,
    bankName: bankAccountListHeaders.bankName,
    branch: bankAccountListHeaders.branch,
    status: bankAccountListHeaders.status,
  },
  defaultSort: 'code',
  columns: [
    { header: bankAccountListHeaders.code, kind: 'text', width: 0.9 },
    { header: bankAccountListHeaders.bankName, kind: 'text', width: 1.8 },
    { header: bankAccountListHeaders.branch, kind: 'text', width: 1.6 },
    { header: bankAccountListHeaders.accountNumber, kind: 'text', width: 1.5 },
    { header: bankAccountListHeaders.ifscCode, kind: 'text', width: 1.1 },
    { header: bankAccountListHeaders.accountType, kind: 'text', width: 1.1 },
    { header: bankAccountListHeaders.status, kind: 'text', width: 0.8 },
  ],
  cells: (account) => [
    account.code,
    account.bankName,
    account.branch,
    account.accountNumber,
    account.ifscCode,
    account.accountType ? bankAccountTypeLabels[account.accountType] : 'Not specified',
    recordStatusLabels[account.status],
  ],
});

export const growthStandardExport = defineList({
  path: apiPaths.growthStandards,
  title: 'Weight/Growth Setup',
  sheet: 'Growth standards',
  stem: 'growth-standards',
  itemsLabel: 'growth standards',
  query: listQuery(growthStandardSorts),
  source: (_db, query) => growthStandardList(query),
  sorts: {
    week: growthStandardListHeaders.week,
    targetWeightG: growthStandardListHeaders.targetWeightG,
    expectedMortalityPct: growthStandardListHeaders.expectedMortalityPct,
  },
  defaultSort: 'week',
  columns: [
    { header: growthStandardListHeaders.week, kind: 'integer', width: 0.6 },
    { header: growthStandardListHeaders.targetWeightG, kind: 'integer', unit: 'g', width: 1.2 },
    { header: growthStandardListHeaders.minWeightG, kind: 'integer', unit: 'g', width: 1.2 },
    { header: growthStandardListHeaders.maxWeightG, kind: 'integer', unit: 'g', width: 1.2 },
    {
      header: growthStandardListHeaders.expectedMortalityPct,
      kind: 'percent',
      digits: 1,
      width: 1.4,
    },
  ],
  cells: (standard) => [
    standard.week,
    standard.targetWeightG,
    standard.minWeightG,
    standard.maxWeightG,
    standard.expectedMortalityPct,
  ],
});

export const feedStandardExport = defineList({
  path: apiPaths.feedStandards,
  title: 'Feed Consumption Setup',
  sheet: 'Feed standards',
  stem: 'feed-standards',
  itemsLabel: 'feed standards',
  query: listQuery(feedStandardSorts),
  source: (_db, query) => feedStandardList(query),
  sorts: {
    week: feedStandardListHeaders.week,
    feedType: feedStandardListHeaders.feedType,
    gramsPerBirdPerDay: feedStandardListHeaders.gramsPerBirdPerDay,
  },
  defaultSort: 'week',
  columns: [
    { header: feedStandardListHeaders.week, kind: 'integer', width: 0.6 },
    { header: feedStandardListHeaders.feedType, kind: 'text', width: 2 },
    {
      header: feedStandardListHeaders.gramsPerBirdPerDay,
      kind: 'decimal',
      digits: 1,
      unit: 'g',
      width: 1.8,
    },
    {
      header: feedStandardListHeaders.kgPer100BirdsPerDay,
      kind: 'decimal',
      digits: 3,
      unit: 'kg',
      width: 1.8,
    },
  ],
  cells: (standard) => [
    standard.week,
    standard.feedType,
    standard.gramsPerBirdPerDay,
    standard.kgPer100BirdsPerDay,
  ],
});

export const rateExport = defineList({
  path: apiPaths.rates,
  title: 'Rate Setup',
  sheet: 'Rates',
  stem: 'rates',
  itemsLabel: 'rates',
  query: listQuery(rateSorts),
  source: (_db, query) => rateList(query),
  sorts: {
    item: rateListHeaders.item,
    ratePaise: rateListHeaders.ratePaise,
    effectiveFrom: rateListHeaders.effectiveFrom,
    status: rateListHeaders.status,
  },
  defaultSort: 'item',
  columns: [
    { header: rateListHeaders.item, kind: 'text', width: 1.8 },
    { header: rateListHeaders.ratePaise, kind: 'money', width: 1.2 },
    { header: rateListHeaders.unit, kind: 'text', width: 0.9 },
    { header: rateListHeaders.effectiveFrom, kind: 'date', width: 1.1 },
    { header: rateListHeaders.effectiveTo, kind: 'date', width: 1.1 },
    { header: rateListHeaders.status, kind: 'text', width: 0.9 },
  ],
  cells: (rate) => [
    rateItems[rate.item],
    rate.ratePaise,
    rateUnitLabels[rate.unit],
    rate.effectiveFrom,
    rate.effectiveTo,
    rateStatusLabels[rate.status],
  ],
});

// ---------------------------------------------------------------------------------------------
// Transactions.
