import { type SchemeTerms, type SchemeVersion, standardSchemeTerms } from '@pfm/shared';

/** "Today" in the stories, so the versions' standing and a new version's date never change. */
export const STORY_TODAY = '2026-03-14';

/** SCH001 version 1, as migration 0009 wrote it: ₹6.00/kg at ₹95.00/kg, between ₹3.00 and ₹10.00. */
const standardV1: SchemeTerms = standardSchemeTerms;

/** Version 2, from 1 January 2026: a higher standard cost and growing charge, a lower mortality allowance. */
const standardV2: SchemeTerms = {
  ...standardSchemeTerms,
  standardPcPaise: 9800,
  baseGcPaise: 650,
  minGcPaise: 350,
  maxGcPaise: 1100,
  mortalityAllowanceBp: 550,
};

/** Premium growers: a higher growing charge, medicine at a standard ₹3.50 a bird, no market share. */
const premiumTerms: SchemeTerms = {
  ...standardSchemeTerms,
  baseGcPaise: 750,
  slabGcPaise: 30,
  minGcPaise: 400,
  maxGcPaise: 1250,
  medicineBasis: 'standard',
  medicinePerBirdPaise: 350,
  marketShareBp: 0,
  maxFcrMilli: 1700,
};

/**
 * The schemes as the API lists them, by code and newest version first: the default SCH001 in its
 * version 2 (version 1 used by three settlements), and SCH002 "Premium growers" for F002.
 */
export const sampleSchemes: SchemeVersion[] = [
  {
    code: 'SCH001',
    version: 2,
    name: 'Standard Growing Scheme',
    effectiveFrom: '2026-01-01',
    isDefault: true,
    terms: standardV2,
    farmerCodes: [],
    settlements: 0,
    createdAt: '2025-12-20T10:15:00',
    createdBy: 'admin',
  },
  {
    code: 'SCH001',
    version: 1,
    name: 'Standard Growing Scheme',
    effectiveFrom: '2025-04-01',
    isDefault: true,
    terms: standardV1,
    farmerCodes: [],
    settlements: 3,
    createdAt: '2025-03-28T09:00:00',
    createdBy: 'admin',
  },
  {
    code: 'SCH002',
    version: 1,
    name: 'Premium growers',
    effectiveFrom: '2026-02-01',
    isDefault: false,
    terms: premiumTerms,
    farmerCodes: ['F002'],
    settlements: 0,
    createdAt: '2026-01-25T11:30:00',
    createdBy: 'sunita.mohanty',
  },
];
