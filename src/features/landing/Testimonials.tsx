import { Avatar, Card, Flex, Text } from '@radix-ui/themes'
import { StarIcon } from '../../components/icons'
import { SectionHeading } from './SectionHeading'

const TESTIMONIALS = [
  {
    quote:
      'I described a minimalist jewelry shop over coffee and had a theme I could upload before lunch. The product page looks better than the paid theme I was using.',
    name: 'Maya R.',
    role: 'Jewelry boutique owner',
  },
  {
    quote:
      'The ZIP went straight into Online Store > Themes without a single error. I spent my afternoon on photos instead of fighting Liquid.',
    name: 'Daniel K.',
    role: 'Sneaker reseller',
  },
  {
    quote:
      'We launch a landing page for every drop. Vitrine gives us an on-brand page in minutes, and the code is clean enough for our developer to extend.',
    name: 'Priya S.',
    role: 'Skincare brand founder',
  },
]

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-[var(--gray-2)] px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Merchants ship faster with Vitrine"
        />
        <ul className="m-0 grid list-none gap-5 p-0 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <Card size="3" className="h-full">
                <figure className="m-0 flex h-full flex-col gap-4">
                  <Flex gap="1" className="text-[var(--amber-9)]" aria-label="5 out of 5 stars" role="img">
                    {[0, 1, 2, 3, 4].map((star) => (
                      <StarIcon key={star} size={16} />
                    ))}
                  </Flex>
                  <blockquote className="m-0 flex-1">
                    <Text as="p" size="3">
                      “{testimonial.quote}”
                    </Text>
                  </blockquote>
                  <figcaption>
                    <Flex align="center" gap="3">
                      <Avatar fallback={initials(testimonial.name)} radius="full" size="3" color="indigo" />
                      <Flex direction="column">
                        <Text size="2" weight="bold">
                          {testimonial.name}
                        </Text>
                        <Text size="1" color="gray">
                          {testimonial.role}
                        </Text>
                      </Flex>
                    </Flex>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
