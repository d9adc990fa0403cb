// The master lists' files: each as its screen names, filters and shows it.
import {
  apiPaths,
  bankAccountSorts,
  bankAccountTypeLabels,
  farmerSorts,
  farmSorts,
  feedStandardSorts,
  godownSorts,
  growthStandardSorts,
  indianStates,
  itemCategoryLabels,
  itemSorts,
  itemUnitLabels,
  listQuery,
  rateItems,
  rateSorts,
  rateStatusLabels,
  rateUnitLabels,
  recordStatusLabels,
  supplierSorts,
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
    code: 'ID',
    name: 'Name',
    location: 'Location',
    capacityKg: 'Capacity',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'ID', kind: 'text', width: 0.8 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Location', kind: 'text', width: 2 },
    { header: 'Capacity', kind: 'integer', unit: 'kg', width: 1.2 },
    { header: 'Status', kind: 'text', width: 0.9 },
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
    code: 'Farmer ID',
    name: 'Name',
    phone: 'Contact',
    city: 'City',
    activeFarms: 'Active Farms',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Farmer ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 1.6 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 3 },
    { header: 'Active Farms', kind: 'integer', width: 0.9 },
    ...balanceColumns,
    { header: 'Status', kind: 'text', width: 0.8 },
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
    code: 'Farm ID',
    name: 'Farm Name',
    farmer: 'Farmer',
    location: 'Location',
    capacityBirds: 'Capacity',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Farm ID', kind: 'text', width: 0.8 },
    { header: 'Farm Name', kind: 'text', width: 1.8 },
    { header: 'Farmer', kind: 'text', width: 2 },
    { header: 'Location', kind: 'text', width: 1.8 },
    { header: 'Capacity', kind: 'integer', unit: 'birds', width: 1.2 },
    { header: 'Status', kind: 'text', width: 0.8 },
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
    code: 'Item ID',
    name: 'Item Name',
    category: 'Category',
    unit: 'Unit',
    currentStock: 'Current Stock',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Item ID', kind: 'text', width: 0.8 },
    { header: 'Item Name', kind: 'text', width: 2.4 },
    { header: 'Category', kind: 'text', width: 1 },
    { header: 'Unit', kind: 'text', width: 0.7 },
    // Units differ by item: the Unit column says which.
    { header: 'Current Stock', kind: 'decimal', digits: 3, width: 1.3 },
    { header: 'Status', kind: 'text', width: 0.8 },
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
  sorts: { code: 'Supplier ID', name: 'Name', contact: 'Contact', type: 'Type' },
  defaultSort: 'code',
  columns: [
    { header: 'Supplier ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 2.8 },
    { header: 'Type', kind: 'text', width: 0.9 },
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
    code: 'Trader ID',
    name: 'Name',
    contact: 'Contact',
    avgMonthlyPurchase: 'Avg Purchase',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Trader ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 2.6 },
    { header: 'Avg Purchase', kind: 'money', width: 1.4 },
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
  sorts: { code: 'Account ID', bankName: 'Bank Name', branch: 'Branch', status: 'Status' },
  defaultSort: 'code',
  columns: [
    { header: 'Account ID', kind: 'text', width: 0.9 },
    { header: 'Bank Name', kind: 'text', width: 1.8 },
    { header: 'Branch', kind: 'text', width: 1.6 },
    { header: 'Account Number', kind: 'text', width: 1.5 },
    { header: 'IFSC Code', kind: 'text', width: 1.1 },
    { header: 'Account Type', kind: 'text', width: 1.1 },
    { header: 'Status', kind: 'text', width: 0.8 },
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
    week: 'Week',
    targetWeightG: 'Target Weight',
    expectedMortalityPct: 'Expected Mortality',
  },
  defaultSort: 'week',
  columns: [
    { header: 'Week', kind: 'integer', width: 0.6 },
    { header: 'Target Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Min Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Max Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Expected Mortality', kind: 'percent', digits: 1, width: 1.4 },
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
    week: 'Week',
    feedType: 'Feed Type',
    gramsPerBirdPerDay: 'Quantity per Bird per Day',
  },
  defaultSort: 'week',
  columns: [
    { header: 'Week', kind: 'integer', width: 0.6 },
    { header: 'Feed Type', kind: 'text', width: 2 },
    { header: 'Quantity per Bird per Day', kind: 'decimal', digits: 1, unit: 'g', width: 1.8 },
    {
      header: 'Total per Day per 100 Birds',
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
    item: 'Item',
    ratePaise: 'Rate',
    effectiveFrom: 'Effective From',
    status: 'Status',
  },
  defaultSort: 'item',
  columns: [
    { header: 'Item', kind: 'text', width: 1.8 },
    { header: 'Rate', kind: 'money', width: 1.2 },
    { header: 'Unit', kind: 'text', width: 0.9 },
    { header: 'Effective From', kind: 'date', width: 1.1 },
    { header: 'Effective To', kind: 'date', width: 1.1 },
    { header: 'Status', kind: 'text', width: 0.9 },
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
