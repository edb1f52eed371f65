// Embedded default: FAQs for the Refer & Earn page ('partners') and the home page ('home').
import type { z } from 'zod'
import type { Faq } from '../../src/modules/content/schema'

type FaqInput = z.input<typeof Faq>

export const faqs: FaqInput[] = [
  {
    id: 1,
    topic: 'partners',
    question: 'Who can join the Refer & Earn programme?',
    answer:
      'Anyone aged 18 or over can join, whether you live in the UAE or abroad: past clients, friends of the team, wealth managers, relocation advisers and other brokers. Sign-up is free and there is no minimum number of referrals.',
  },
  {
    id: 2,
    topic: 'partners',
    question: 'How much commission do I earn for a referral?',
    answer:
      'You receive a share of the commission Marsa earns when your referral completes a purchase. The calculator on this page gives an estimate for a given investment amount; the exact figure is confirmed in writing before the deal closes.',
  },
  {
    id: 3,
    topic: 'partners',
    question: 'When and how am I paid?',
    answer:
      'We pay within 30 days of receiving our own commission from the developer or seller, by bank transfer in AED, USD or EUR. For off-plan sales that is usually once the buyer has paid the developer’s qualifying instalment.',
  },
  {
    id: 4,
    topic: 'partners',
    question: 'How do I track my referrals?',
    answer:
      'Every referral you submit gets a reference number, and your partner manager sends you updates at each stage: first contact, viewings, reservation, sale and payment. You can ask for a status update at any time.',
  },
  {
    id: 5,
    topic: 'partners',
    question: 'What happens if the client already knows Marsa?',
    answer:
      'A referral counts when the client was not already in contact with one of our consultants in the previous six months. We check this when you submit the referral and tell you straight away if it is already registered.',
  },
  {
    id: 6,
    topic: 'partners',
    question: 'Do I need a real estate licence to refer clients?',
    answer:
      'No. You introduce the client and our RERA-licensed consultants handle the advice, viewings and transaction. Licensed brokers from other agencies can also join under a co-broker agreement.',
  },
  {
    id: 7,
    topic: 'home',
    question: 'Can foreigners buy property in Dubai?',
    answer:
      'Yes. Non-residents and residents of any nationality can buy freehold property in designated areas, which include Dubai Marina, Downtown Dubai, Palm Jumeirah, Business Bay, Dubai Hills Estate and most new communities.',
  },
  {
    id: 8,
    topic: 'home',
    question: 'What costs should I budget for on top of the price?',
    answer:
      'Plan for the Dubai Land Department transfer fee of 4% of the price, a small registration and trustee fee, and the agency fee on resale purchases (usually 2%). With a mortgage, add the bank’s arrangement and valuation fees and the mortgage registration fee.',
  },
  {
    id: 9,
    topic: 'home',
    question: 'Does buying property give me a UAE residence visa?',
    answer:
      'Property worth AED 2 million or more can qualify you for the ten-year Golden Visa, including off-plan and mortgaged homes under certain conditions. Smaller investments can qualify for a two-year property investor visa.',
  },
  {
    id: 10,
    topic: 'home',
    question: 'Is off-plan or ready property better for me?',
    answer:
      'Off-plan offers lower entry prices and payment plans spread over construction, with the risk of waiting for handover. Ready property gives rental income or a home straight away. Our consultants compare both for your budget and timeline.',
  },
]
