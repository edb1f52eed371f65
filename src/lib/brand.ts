// The brokerage's public identity and contact points, shown in the header, footer and dialogs.
export const BRAND = {
  name: 'Marsa',
  legalName: 'Marsa Real Estate Brokerage L.L.C.',
  /** Dubai Land Department Office Registration Number of the brokerage. */
  orn: '28417',
  phone: '+971 4 558 2100',
  phoneHref: 'tel:+97145582100',
  whatsapp: 'https://wa.me/971545582100',
  email: 'hello@marsa.ae',
  address: 'Office 2104, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
} as const
