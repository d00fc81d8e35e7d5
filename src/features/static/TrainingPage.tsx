import { useState } from 'react'
import { Badge, Button, Card, Checkbox, Flex, Heading, Progress, Text } from '@radix-ui/themes'
import { CalendarIcon, ClockIcon, PlayIcon } from '../../components/icons'
import { PageIntro, PublicLayout } from './PublicLayout'
import { SUPPORT_EMAIL } from './support'
import { TextLink } from '../../components/TextLink'
import {
  COURSES,
  TRAINING_PROGRESS_KEY,
  WEBINARS,
  courseProgress,
  readProgress,
  toggleLesson,
  type Course,
  type Level,
  type Progress as TrainingProgress,
} from './training'
import { browserStorage } from '../../lib/browser-storage'

const LEVEL_COLOR: Record<Level, 'grass' | 'amber' | 'crimson'> = {
  Beginner: 'grass',
  Intermediate: 'amber',
  Advanced: 'crimson',
}

function CourseCard({
  course,
  progress,
  onToggle,
}: {
  course: Course
  progress: TrainingProgress
  onToggle(lessonId: string): void
}) {
  const percent = courseProgress(course, progress)
  const done = new Set(progress[course.id] ?? [])
  const doneCount = course.lessons.filter((lesson) => done.has(lesson.id)).length
  return (
    <Card size="3" className="h-full">
      <Flex direction="column" gap="4" className="h-full">
        <Flex justify="between" align="center" gap="2">
          <Badge color={LEVEL_COLOR[course.level]} variant="soft" radius="full">
            {course.level}
          </Badge>
          <Flex align="center" gap="1">
            <ClockIcon size={14} />
            <Text size="1" color="gray">
              {course.minutes} min
            </Text>
          </Flex>
        </Flex>
        <Flex direction="column" gap="1">
          <Heading as="h3" size="4">
            {course.title}
          </Heading>
          <Text size="2" color="gray">
            {course.summary}
          </Text>
        </Flex>
        <Flex direction="column" gap="1">
          <Flex justify="between">
            <Text size="1" color="gray" id={`${course.id}-progress`}>
              {doneCount} of {course.lessons.length} lessons done
            </Text>
            <Text size="1" weight="bold">
              {percent}%
            </Text>
          </Flex>
          <Progress
            value={percent}
            aria-labelledby={`${course.id}-progress`}
            color={percent === 100 ? 'grass' : undefined}
          />
        </Flex>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {course.lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-start justify-between gap-3">
              <Text as="label" size="2" className="flex items-start gap-2">
                <Checkbox
                  mt="1"
                  checked={done.has(lesson.id)}
                  onCheckedChange={() => onToggle(lesson.id)}
                  aria-label={`Mark "${lesson.title}" as done`}
                />
                <span className={done.has(lesson.id) ? 'text-[var(--gray-10)] line-through' : ''}>
                  {lesson.title}
                </span>
              </Text>
              <TextLink to="/documentation" hash={lesson.doc} size="2" className="shrink-0">
                Read
              </TextLink>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  )
}

export function TrainingPage() {
  const [progress, setProgress] = useState<TrainingProgress>(() => readProgress(browserStorage()))

  function toggle(courseId: string, lessonId: string) {
    const next = toggleLesson(progress, courseId, lessonId)
    setProgress(next)
    browserStorage().setItem(TRAINING_PROGRESS_KEY, JSON.stringify(next))
  }

  return (
    <PublicLayout>
      <PageIntro eyebrow="Training" title="Learn to design stores with Vitrine">
        Short courses that walk you through real tasks, and live webinars with our theme specialists. Tick
        lessons off as you go: your progress is saved in this browser.
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <Heading as="h2" size="6" mb="5">
          Courses
        </Heading>
        <div className="grid gap-5 md:grid-cols-2">
          {COURSES.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              progress={progress}
              onToggle={(lessonId) => toggle(course.id, lessonId)}
            />
          ))}
        </div>

        <Heading as="h2" size="6" mt="9" mb="5">
          Live webinars
        </Heading>
        <div className="grid gap-5 md:grid-cols-3">
          {WEBINARS.map((webinar) => (
            <Card key={webinar.title} size="3">
              <Flex direction="column" gap="3" className="h-full">
                <Flex align="center" gap="2">
                  <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-[var(--accent-a3)] text-[var(--accent-11)]">
                    <PlayIcon size={18} />
                  </span>
                  <Badge color={LEVEL_COLOR[webinar.level]} variant="soft" radius="full">
                    {webinar.level}
                  </Badge>
                </Flex>
                <Heading as="h3" size="4">
                  {webinar.title}
                </Heading>
                <Flex align="center" gap="2">
                  <CalendarIcon size={14} />
                  <Text size="2">{webinar.schedule}</Text>
                </Flex>
                <Text size="2" color="gray" className="flex-1">
                  {webinar.text}
                </Text>
                <Button asChild variant="soft">
                  <a
                    href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Webinar registration: ${webinar.title}`)}`}
                  >
                    Register by email
                  </a>
                </Button>
              </Flex>
            </Card>
          ))}
        </div>
      </div>
    </PublicLayout>
  )
}
