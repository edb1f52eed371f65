// The figures the buyer calculators use, each with where it comes from and when it was checked:
// the Central Bank's mortgage caps, the Dubai Land Department's and the trustee offices' fees, the
// agency commission, the Golden Visa threshold and the defaults a form starts from. One typed
// object, shown on the pages beside each figure (docs/decisions/025-buyer-calculators.md). A change
// of a fee is a change here (and of its `asOf`), nothing else.

/** Where a figure comes from: shown under it on the page. */
export interface Source {
  name: string
  url: string
  /** ISO date the figure was last checked against the source. */
  asOf: string
}

const CBUAE: Source = {
  name: 'CBUAE Circular 31/2013 (Mortgage Loans Regulation), as amended by Board Resolution 31/2/2020',
  url: 'https://www.centralbank.ae/en/',
  asOf: '2026-11-26',
}
const TRUSTEE: Source = {
  name: 'Registration trustee office fee schedule (Dubai Land Department tariff)',
  url: 'https://atrust.ae/services',
  asOf: '2026-11-26',
}
const DLD: Source = {
  name: 'Dubai Land Department fees (sale of a unit), as published by registration trustees',
  url: 'https://dubailand.gov.ae/en/',
  asOf: '2026-11-26',
}
const GOLDEN_VISA_SOURCE: Source = {
  name: 'Cabinet Resolution No. 65 of 2022, Annex, Article 8 (property investors)',
  url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/golden-visa',
  asOf: '2026-11-26',
}

export type Buyer = 'expat' | 'national'
export type HomeOrder = 'first' | 'second'

/** The Central Bank's caps on a mortgage (fractions and years). */
export const MORTGAGE_RULES = {
  source: CBUAE,
  /** The value up to which the higher first-home cap applies, in AED (the value itself included). */
  tierAed: 5_000_000,
  /** Loan-to-value caps for a first home: up to the tier, and above it (the whole value, see 025). */
  firstHome: { expat: { upTo: 0.8, above: 0.7 }, national: { upTo: 0.85, above: 0.75 } },
  /** Second and later homes, whatever the value. */
  secondHome: { expat: 0.6, national: 0.65 },
  /** A property bought off-plan, whatever the buyer. */
  offPlan: 0.5,
  maxTermYears: 25,
  /** Age at the last instalment, at most. */
  maxAge: { expat: 65, national: 70 },
  /** All instalments together at most this share of the monthly income (the debt burden ratio). */
  maxDebtBurden: 0.5,
} as const

/** One fee: a rate of a base, a fixed amount, or both; VAT on top where it is charged. */
export interface Fee {
  rate?: number
  fixedAed?: number
  vat?: number
  source: Source
}

/** VAT in the UAE since 2018. */
export const VAT = 0.05

/** What buying costs besides the price. */
export const PURCHASE_FEES = {
  /** DLD transfer fee: 4 % of the price (Oqood for off-plan), customarily paid by the buyer. */
  transfer: { rate: 0.04, source: DLD },
  /** DLD administration fee on a unit (apartment or villa). */
  dldAdmin: { fixedAed: 580, source: DLD },
  /** Title deed issue. */
  titleDeed: { fixedAed: 250, source: DLD },
  /** Registration trustee: AED 2,000 + VAT below AED 500,000; AED 4,000 + VAT at 500,000 and above. */
  trustee: { fixedAed: 4_000, vat: VAT, source: TRUSTEE },
  trusteeLow: { fixedAed: 2_000, vat: VAT, source: TRUSTEE },
  /** Mortgage registration, when financed: 0.25 % of the loan + AED 290. */
  mortgageRegistration: { rate: 0.0025, fixedAed: 290, source: DLD },
  /** Agency commission: 2 % + VAT (a developer's off-plan sale usually has none). */
  agency: {
    rate: 0.02,
    vat: VAT,
    source: { name: 'Customary Dubai agency commission (RERA brokerage contract, Form A/B)', url: 'https://dubailand.gov.ae/en/', asOf: '2026-11-26' },
  },
} as const satisfies Record<string, Fee>

/** Below this price the trustee charges the lower fee. */
export const TRUSTEE_THRESHOLD_AED = 500_000

export const GOLDEN_VISA = {
  source: GOLDEN_VISA_SOURCE,
  /** Property value, at least (one or more properties together). */
  minValueAed: 2_000_000,
} as const

/** What the forms start from: the visitor changes each. Not advice: shown as "assumed". */
export const DEFAULTS = {
  /** A typical variable rate offered in Dubai late 2026 (EIBOR + margin), a year. */
  ratePercent: 4.5,
  termYears: 25,
  age: 35,
  buyer: 'expat' as Buyer,
  home: 'first' as HomeOrder,
  /** Yearly maintenance and repairs, as a share of the price. */
  maintenancePercent: 0.5,
  /** Share of the year a rental stands empty. */
  vacancyPercent: 5,
  /** A yearly service charge when the project publishes none, AED per sq ft. */
  serviceChargeAedSqft: 15,
} as const
