import { Link as RouterLink } from '@tanstack/react-router'
import { Button, Callout, Flex, Link, Progress, Text } from '@radix-ui/themes'
import type { Id } from '../../../convex/_generated/dataModel'
import { NOT_CONNECTED_ERROR, REVOKED_ERROR } from '../../../convex/model/constants'
import { usePushToShopify } from './usePushToShopify'

/**
 * "Push to Shopify" for a page: sends its current theme to the connected store as a new
 * unpublished theme, shows the upload progress live, then a link to Shopify's theme editor or
 * the error with Retry (which resumes the same theme), or, when the store no longer lets
 * Vitrine in, the way to connect it again.
 */
export function PushToShopify({ pageId }: { pageId: Id<'pages'> | undefined }) {
  const { push, running, outcome, canRetry, start } = usePushToShopify(pageId)
  const error = outcome && 'error' in outcome ? outcome.error : push?.status === 'failed' ? push.error : null
  const done = outcome && 'themeUrl' in outcome ? outcome : null
  const reconnect = error === REVOKED_ERROR || error === NOT_CONNECTED_ERROR
  return (
    <Flex direction="column" gap="2">
      <Button onClick={() => void start()} disabled={!pageId || running} loading={running}>
        {running ? 'Pushing to Shopify...' : 'Push to Shopify'}
      </Button>
      {running && push && push.total > 0 ? (
        <Flex direction="column" gap="1" role="status">
          <Progress value={Math.round((push.uploaded / push.total) * 100)} aria-label="Upload progress" />
          <Text size="1" color="gray">
            Uploaded {push.uploaded} of {push.total} files
          </Text>
        </Flex>
      ) : null}
      {done ? (
        <Callout.Root color="grass" size="1">
          <Callout.Text>
            Pushed as {done.themeName} (unpublished).{' '}
            <Link href={done.themeUrl} target="_blank" rel="noreferrer">
              Open in the theme editor
            </Link>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {error && !running ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{error}</Callout.Text>
          {reconnect ? (
            <Button size="1" variant="soft" color="red" asChild>
              <RouterLink to="/connect-shopify">Connect your store again</RouterLink>
            </Button>
          ) : canRetry ? (
            <Button size="1" variant="soft" color="red" onClick={() => void start()}>
              Retry
            </Button>
          ) : null}
        </Callout.Root>
      ) : null}
    </Flex>
  )
}
