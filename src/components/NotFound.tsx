import { Link } from '@tanstack/react-router'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'

export function NotFound() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" className="min-h-screen p-8 text-center">
      <Heading
        size="9"
        className="bg-gradient-to-r from-[var(--accent-10)] to-[var(--plum-10)] bg-clip-text text-transparent"
      >
        404
      </Heading>
      <Text size="5" weight="medium">
        Oops! Page not found
      </Text>
      <Text size="3" color="gray" className="max-w-sm">
        The page you are looking for does not exist or has moved.
      </Text>
      <Flex gap="3" mt="2" wrap="wrap" justify="center">
        <Button asChild size="3">
          <Link to="/">Return to Home</Link>
        </Button>
        <Button asChild size="3" variant="soft">
          <Link to="/help">Help Center</Link>
        </Button>
      </Flex>
    </Flex>
  )
}
