import { createFileRoute } from '@tanstack/react-router'
import { TrainingPage } from '../features/static/TrainingPage'

export const Route = createFileRoute('/training')({
  component: TrainingRoute,
})

function TrainingRoute() {
  return <TrainingPage />
}
