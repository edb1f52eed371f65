// Careers: every section of the spec, in its order — hero, culture, values, join the elite, the
// five-step application process and the questionnaire. No chat widget here (spec section 2).
import { HERO_PRIMARY, HERO_SECONDARY, ImageHero } from '../../components/ImageHero'
import { usePage } from '../../lib/page-context'
import { ApplicationSteps } from './ApplicationSteps'
import { CAREERS_HERO } from './art'
import { Culture } from './Culture'
import { JoinElite } from './JoinElite'
import { Questionnaire } from './Questionnaire'
import { Values } from './Values'

export function CareersPage() {
  const { t } = usePage()
  // Long words (German compounds, a key not translated yet) wrap rather than widen a phone's page.
  return (
    <div className="break-words">
      <ImageHero
        id="careers-title"
        image={CAREERS_HERO}
        imageClass="object-[70%_50%]"
        eyebrow={t('careers.eyebrow')}
        title={t('careers.headline')}
        lead={t('careers.lead')}
      >
        <a href="#apply" className={HERO_PRIMARY}>
          {t('careers.hero.apply')}
        </a>
        <a href="#process" className={HERO_SECONDARY}>
          {t('careers.hero.process')}
        </a>
      </ImageHero>
      <Culture />
      <Values />
      <JoinElite />
      <ApplicationSteps />
      <Questionnaire />
    </div>
  )
}
