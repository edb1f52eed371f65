// Where a Trakheesi advertising permit is verified: the Dubai Land Department's own page.

/** The Dubai Land Department page that verifies a Trakheesi advertising permit (what the QR code opens). */
export function permitVerificationUrl(permit: string): string {
  return `https://dubailand.gov.ae/en/eservices/validate-trakheesi-permit/?permit=${encodeURIComponent(permit)}`
}
