// Embedded default: the consultant team. Together they cover every expertise and the site's
// languages except Hungarian, so the finder's "no consultant" warning can be seen (e.g. Hungarian,
// or Korean + land and plots).
import type { z } from 'zod'
import type { Consultant } from '../../src/modules/content/schema'
import { consultantPhoto } from './media'

type ConsultantInput = z.input<typeof Consultant>
type Draft = Omit<ConsultantInput, 'photo' | 'email'> & { email?: string }

/** Email from the name: "Layla Haddad" → layla.haddad@marsa.ae. */
const emailFor = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.')}@marsa.ae`

const consultant = (d: Draft): ConsultantInput => ({ ...d, email: d.email ?? emailFor(d.name), photo: consultantPhoto(d.agentId, d.name) })

export const consultants: ConsultantInput[] = [
  consultant({
    id: 1,
    agentId: 'MRS-101',
    name: 'Layla Haddad',
    role: 'Head of Off-Plan Sales',
    expertise: ['off-plan', 'secondary'],
    languages: ['en', 'ar', 'fr'],
    phone: '+971504417201',
    brn: '48213',
  }),
  consultant({
    id: 2,
    agentId: 'MRS-102',
    name: 'Dmitri Volkov',
    role: 'Senior Property Consultant',
    expertise: ['off-plan', 'secondary'],
    languages: ['ru', 'en'],
    phone: '+971528830412',
    brn: '51974',
  }),
  consultant({
    id: 3,
    agentId: 'MRS-103',
    name: 'Priya Nair',
    role: 'Property Consultant, Resale',
    expertise: ['secondary'],
    languages: ['en', 'hi'],
    phone: '+971556092318',
    brn: '60358',
  }),
  consultant({
    id: 4,
    agentId: 'MRS-104',
    name: 'Omar Al Marzouqi',
    role: 'Director, Land and Plots',
    expertise: ['land', 'off-plan'],
    languages: ['ar', 'en'],
    phone: '+971501187654',
    brn: '32790',
  }),
  consultant({
    id: 5,
    agentId: 'MRS-105',
    name: 'Sophie Martens',
    role: 'Senior Property Consultant',
    expertise: ['off-plan'],
    languages: ['nl', 'fr', 'en'],
    phone: '+971585513409',
    brn: '57126',
  }),
  consultant({
    id: 6,
    agentId: 'MRS-106',
    name: 'Marco Bellini',
    role: 'Luxury Property Consultant',
    expertise: ['secondary', 'off-plan'],
    languages: ['it', 'en', 'es'],
    phone: '+971524406783',
    brn: '49871',
  }),
  consultant({
    id: 7,
    agentId: 'MRS-107',
    name: 'Wei Chen',
    role: 'Investment Consultant',
    expertise: ['off-plan', 'commercial'],
    languages: ['zh', 'en'],
    phone: '+971566241907',
    brn: '62045',
  }),
  consultant({
    id: 8,
    agentId: 'MRS-108',
    name: 'Elif Yılmaz',
    email: 'elif.yilmaz@marsa.ae',
    role: 'Property Consultant, Resale',
    expertise: ['secondary'],
    languages: ['tr', 'en', 'de'],
    phone: '+971543378120',
    brn: '63712',
  }),
  consultant({
    id: 9,
    agentId: 'MRS-109',
    name: 'Hamza Qureshi',
    role: 'Commercial Property Consultant',
    expertise: ['commercial', 'land'],
    languages: ['ur', 'hi', 'en', 'ar'],
    phone: '+971509925461',
    brn: '45530',
  }),
  consultant({
    id: 10,
    agentId: 'MRS-110',
    name: 'Anna Schneider',
    role: 'Senior Property Consultant',
    expertise: ['off-plan', 'secondary'],
    languages: ['de', 'en'],
    phone: '+971527714035',
    brn: '54208',
  }),
  consultant({
    id: 11,
    agentId: 'MRS-111',
    name: 'Ji-woo Park',
    role: 'Property Consultant, Off-Plan',
    expertise: ['off-plan'],
    languages: ['ko', 'en'],
    phone: '+971558160294',
    brn: '66391',
  }),
  consultant({
    id: 12,
    agentId: 'MRS-112',
    name: 'Darius Tehrani',
    role: 'Commercial Director',
    expertise: ['commercial', 'secondary'],
    languages: ['fa', 'en', 'ar'],
    phone: '+971506638217',
    brn: '38846',
  }),
  consultant({
    id: 13,
    agentId: 'MRS-113',
    name: 'Ioana Popescu',
    role: 'Property Consultant',
    expertise: ['secondary', 'off-plan'],
    languages: ['ro', 'en', 'it'],
    phone: '+971545027836',
    brn: '64987',
  }),
  consultant({
    id: 14,
    agentId: 'MRS-114',
    name: 'Carlos Mendoza',
    role: 'Property Consultant',
    expertise: ['off-plan', 'secondary'],
    languages: ['es', 'en'],
    phone: '+971529381574',
    brn: '61420',
  }),
  consultant({
    id: 15,
    agentId: 'MRS-115',
    name: 'Noa Ben-David',
    role: 'Property Consultant, Off-Plan',
    expertise: ['off-plan'],
    languages: ['he', 'en', 'ru'],
    phone: '+971586604129',
    brn: '67153',
  }),
  consultant({
    id: 16,
    agentId: 'MRS-116',
    name: 'Fatima Al Suwaidi',
    role: 'Senior Consultant, Land and Resale',
    expertise: ['land', 'secondary'],
    languages: ['ar', 'en'],
    phone: '+971502259930',
    brn: '41687',
  }),
]

export type AgentId = `MRS-${101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 | 112 | 113 | 114 | 115 | 116}`
