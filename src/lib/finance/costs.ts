// What buying costs on top of the price, line by line: the DLD transfer and admin fees, the title
// deed, the registration trustee, the mortgage registration when financed, and the agency commission
// when an agent sells. Every figure comes from ./config.ts with its source.
import { type Fee, PURCHASE_FEES, TRUSTEE_THRESHOLD_AED } from './config'

export interface CostsInput {
  priceAed: number
  /** The mortgage, in AED; 0 when paying cash. */
  loanAed: number
  /** An agent's sale (commission due); false for a developer's sale without one. */
  agency: boolean
}

export type CostId = 'transfer' | 'dldAdmin' | 'titleDeed' | 'trustee' | 'mortgageRegistration' | 'agency'

export interface CostLine {
  id: CostId
  /** Before VAT. */
  netAed: number
  vatAed: number
  totalAed: number
  fee: Fee
}

export interface Costs {
  lines: CostLine[]
  totalAed: number
  /** Total as a share of the price. */
  share: number
}

function line(id: CostId, fee: Fee, base: number): CostLine {
  const netAed = Math.round((fee.rate ?? 0) * base + (fee.fixedAed ?? 0))
  const vatAed = Math.round(netAed * (fee.vat ?? 0))
  return { id, netAed, vatAed, totalAed: netAed + vatAed, fee }
}

export function computeCosts({ priceAed, loanAed, agency }: CostsInput): Costs {
  const fees = PURCHASE_FEES
  const lines = [
    line('transfer', fees.transfer, priceAed),
    line('dldAdmin', fees.dldAdmin, priceAed),
    line('titleDeed', fees.titleDeed, priceAed),
    line('trustee', priceAed < TRUSTEE_THRESHOLD_AED ? fees.trusteeLow : fees.trustee, priceAed),
  ]
  if (loanAed > 0) lines.push(line('mortgageRegistration', fees.mortgageRegistration, loanAed))
  if (agency) lines.push(line('agency', fees.agency, priceAed))
  const totalAed = lines.reduce((sum, l) => sum + l.totalAed, 0)
  return { lines, totalAed, share: priceAed > 0 ? totalAed / priceAed : 0 }
}
