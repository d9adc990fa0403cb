import { withGstinCheck } from './parties.ts';

// A new record each master accepts: used by its own tests and by the contract every master keeps
// (contract.test.ts).

export const newAccount = {
  bankName: 'Bank of Baroda',
  branch: 'Berhampur Main Road',
  accountNumber: '29840100012345',
  ifscCode: 'BARB0BERHAM',
  accountType: 'savings',
  status: 'active',
};

export const newFarmer = {
  name: 'Prakash Behera',
  phone: '9861234567',
  email: 'prakash@example.com',
  address: 'Main Road, Balianta',
  city: 'Bhubaneswar',
  state: 'odisha',
  pincode: '752101',
  bankName: 'UCO Bank',
  accountNumber: '11223344556',
  ifscCode: 'UCBA0001122',
};

export const newFarm = {
  name: 'Mondal Farm II',
  farmerCode: 'F002',
  location: 'Kalna, Bardhaman',
  capacityBirds: 2500,
  areaSqFt: 3000,
};

export const feedWeek6 = { week: 6, feedType: 'Finisher', gramsPerBirdPerDay: 48.5 };

export const newGodown = { name: 'East Godown', location: 'Balasore, Odisha', capacityKg: 20_000 };

export const growthWeek7 = {
  week: 7,
  targetWeightG: 2800,
  minWeightG: 2500,
  maxWeightG: 3100,
  expectedMortalityPct: 0.4,
};

export const newItem = {
  name: 'Broiler Pre-Starter Feed',
  category: 'feed',
  unit: 'bag',
  description: '50 kg bags, days 1–7',
  reorderLevel: 40,
};

export const newSupplier = {
  name: 'Odisha Vet Supplies',
  contact: '9437011223',
  email: 'orders@odishavet.example',
  address: 'Cuttack Road, Bhubaneswar',
  gstin: withGstinCheck('21AAACO1234F1Z'),
  type: 'Medicine',
};

export const newTrader = {
  name: 'Puri Broiler House',
  contact: '9437022334',
  email: 'puri.broiler@example.com',
  address: 'Grand Road, Puri',
  gstin: withGstinCheck('21AAGFP2468D1Z'),
};
