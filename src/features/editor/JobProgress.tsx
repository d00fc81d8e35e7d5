// A running generation or refinement, drawn from its job: the step it is on as a progress bar.
// Every tab on the page shows it (the job lives on the server), and closing the tab loses nothing.
import { Flex, Progress, Text } from '@radix-ui/themes'
import { Sparkles } from 'lucide-react'

export interface JobProgressProps {
  job: {
    kind: 'generation' | 'refinement'
    step: 'queued' | 'reading' | 'designing' | 'checking' | 'saving' | 'done'
    progress: number
    engine?: 'openai' | 'composer'
    /** Someone else on the store started it (null or absent: I did). */
    startedBy?: { name: string } | null
  }
}

export function jobStepLabel(job: JobProgressProps['job']): string {
  switch (job.step) {
    case 'queued':
      return 'Starting…'
    case 'reading':
      return job.kind === 'generation' ? 'Reading your prompt…' : 'Reading your theme…'
    case 'designing':
      if (job.engine === 'openai') return 'Asking the AI designer…'
      return job.kind === 'generation' ? 'Composing your theme…' : 'Refining your theme…'
    case 'checking':
      return 'Running Theme Check…'
    case 'saving':
      return 'Saving the new version…'
    case 'done':
      return 'Done'
  }
}

export function JobProgress({ job }: JobProgressProps) {
  const label = jobStepLabel(job)
  const percent = Math.round(Math.max(0.08, job.progress) * 100)
  return (
    <div
      className="shrink-0 border-b border-[var(--gray-a5)] bg-[var(--accent-a2)] px-4 py-2"
      role="status"
      aria-live="polite"
      data-testid="job-progress"
    >
      <Flex align="center" gap="3">
        <Sparkles className="size-4 shrink-0 text-[var(--accent-11)]" aria-hidden />
        <Text size="2" weight="medium" className="hidden shrink-0 sm:inline">
          {job.startedBy ? `${job.startedBy.name} is ` : ''}
          {job.kind === 'generation'
            ? job.startedBy
              ? 'generating'
              : 'Generating'
            : job.startedBy
              ? 'refining'
              : 'Refining'}
        </Text>
        <Text size="2" color="gray" className="min-w-0 flex-1 truncate">
          {label}
        </Text>
        <Progress
          value={percent}
          max={100}
          size="2"
          aria-label={`${job.kind === 'generation' ? 'Generation' : 'Refinement'}: ${label}`}
          className="!w-20 shrink-0 sm:!w-48"
        />
      </Flex>
    </div>
  )
}
