import { createFileRoute } from '@tanstack/react-router'
import type { Id } from '../../../../../convex/_generated/dataModel'
import { ProjectPagesScreen } from '../../../../features/projects/ProjectPages'

export const Route = createFileRoute('/_signed-in/_app/projects/$projectId')({
  component: ProjectRoute,
})

function ProjectRoute() {
  const { projectId } = Route.useParams()
  // The backend validates the id; one that is not a project's shows "Project not found".
  return <ProjectPagesScreen key={projectId} projectId={projectId as Id<'projects'>} />
}
