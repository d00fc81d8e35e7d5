import { PublicLayout } from '../static/PublicLayout'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'
import { Pricing } from './Pricing'
import { SupportSection } from './SupportSection'
import { Testimonials } from './Testimonials'

export function Landing() {
  return (
    <PublicLayout>
      <Hero />
      <HowItWorks />
      <Testimonials />
      <Pricing />
      <SupportSection />
    </PublicLayout>
  )
}
