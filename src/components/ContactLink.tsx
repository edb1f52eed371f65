// Server side of "Contact Us": the translated dialog texts travel as the island's props.

import { Island } from '../lib/islands/Island'
import { usePage } from '../lib/page-context'
import ContactButton from './ContactButton.island'

export function ContactLink({ className }: { className: string }) {
  const { t } = usePage()
  const labels = {
    title: t('contact.title'),
    intro: t('contact.intro'),
    close: t('common.close'),
    call: t('contact.call'),
    whatsapp: t('contact.whatsapp'),
    email: t('contact.email'),
    office: t('contact.office'),
    hours: t('contact.hours'),
    hoursValue: t('contact.hoursValue'),
    copy: t('common.copy'),
    copied: t('common.copied'),
    copyFailed: t('common.copyFailed'),
    requestCall: t('leads.requestCallBack'),
  }
  return <Island name="ContactButton" component={ContactButton} props={{ label: t('nav.contact'), labels, className }} />
}
