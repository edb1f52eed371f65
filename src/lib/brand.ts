// The brokerage's public identity and contact points, shown in the header, footer and dialogs.

/** The office's mobile line that has WhatsApp (the landline has none): shown wherever it is linked. */
const WHATSAPP_NUMBER = '+971 54 558 2100'

export const BRAND = {
  name: 'Marsa',
  legalName: 'Marsa Real Estate Brokerage L.L.C.',
  /** Dubai Land Department Office Registration Number of the brokerage. */
  orn: '28417',
  phone: '+971 4 558 2100',
  phoneHref: 'tel:+97145582100',
  whatsappNumber: WHATSAPP_NUMBER,
  whatsapp: `https://wa.me/${WHATSAPP_NUMBER.replace(/\D/g, '')}`,
  email: 'hello@marsa.ae',
  address: 'Office 2104, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
} as const
