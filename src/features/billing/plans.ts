// What Vitrine sells (SPEC.md sections 1 and 9). Credit amounts come from the backend's constants.
import { PRO_DESIGNER_MONTHLY_CREDITS, TOPUP_CREDITS } from '../../../convex/model/constants'
export { isLowOnCredits } from '../../../convex/model/constants'

export const PRO_DESIGNER = {
  name: 'Pro Designer',
  price: '$29.99',
  period: 'month',
  credits: PRO_DESIGNER_MONTHLY_CREDITS,
  features: [
    `${PRO_DESIGNER_MONTHLY_CREDITS} AI generations per month`,
    'Unlimited store designs',
    'All page types',
    'Export-ready themes',
    'Priority support',
  ],
} as const

export const TOP_UP = {
  credits: TOPUP_CREDITS,
  price: '$14.99',
  label: `Buy ${TOPUP_CREDITS} credits for $14.99`,
} as const
