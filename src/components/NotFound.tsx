import { Link } from '@tanstack/react-router'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'

export function NotFound() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" className="min-h-screen p-8 text-center">
      <Heading size="9">404</Heading>
      <Text size="5" color="gray">
        Oops! Page not found
      </Text>
      <Button asChild size="3">
        <Link to="/">Return to Home</Link>
      </Button>
    </Flex>
  )
}
