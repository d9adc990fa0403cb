// The master lists' columns as the screens and the exported files name them, by the screen's column
// id (which is the sort id where the column sorts). A file adds a column's unit in its format
// ("Capacity (kg)") and may add columns the screen shows another way (the balance's Dr/Cr).

export const bankAccountListHeaders = {
  code: 'Account ID',
  bankName: 'Bank Name',
  branch: 'Branch',
  accountNumber: 'Account Number',
  ifscCode: 'IFSC Code',
  accountType: 'Account Type',
  status: 'Status',
} as const;

export const farmListHeaders = {
  code: 'Farm ID',
  name: 'Farm Name',
  farmer: 'Farmer',
  location: 'Location',
  capacityBirds: 'Capacity',
  status: 'Status',
} as const;

export const farmerListHeaders = {
  code: 'Farmer ID',
  name: 'Name',
  phone: 'Contact',
  address: 'Address',
  activeFarms: 'Active Farms',
  status: 'Status',
} as const;

export const feedStandardListHeaders = {
  week: 'Week',
  feedType: 'Feed Type',
  gramsPerBirdPerDay: 'Quantity per Bird per Day',
  kgPer100BirdsPerDay: 'Total per Day per 100 Birds',
} as const;

export const godownListHeaders = {
  code: 'ID',
  name: 'Name',
  location: 'Location',
  capacityKg: 'Capacity',
  status: 'Status',
} as const;

export const growthStandardListHeaders = {
  week: 'Week',
  targetWeightG: 'Target Weight',
  minWeightG: 'Min Weight',
  maxWeightG: 'Max Weight',
  expectedMortalityPct: 'Expected Mortality',
} as const;

export const itemListHeaders = {
  code: 'Item ID',
  name: 'Item Name',
  category: 'Category',
  unit: 'Unit',
  currentStock: 'Current Stock',
  status: 'Status',
} as const;

export const rateListHeaders = {
  item: 'Item',
  ratePaise: 'Rate',
  unit: 'Unit',
  effectiveFrom: 'Effective From',
  effectiveTo: 'Effective To',
  status: 'Status',
} as const;

export const supplierListHeaders = {
  code: 'Supplier ID',
  name: 'Name',
  contact: 'Contact',
  address: 'Address',
  type: 'Type',
} as const;

export const traderListHeaders = {
  code: 'Trader ID',
  name: 'Name',
  contact: 'Contact',
  address: 'Address',
  avgMonthlyPurchase: 'Avg Purchase',
} as const;
