import { createFileRoute } from '@tanstack/react-router'
import { Container, Flex, Heading, Text } from '@radix-ui/themes'

export const Route = createFileRoute('/')({
  component: Landing,
})

// The full landing page arrives with the web app issue; this keeps the route honest meanwhile.
function Landing() {
  return (
    <Container size="3" className="py-24">
      <Flex direction="column" gap="4">
        <Heading size="9">Vitrine</Heading>
        <Text size="5" color="gray">
          Describe a store page in plain words and get a complete Shopify Online Store 2.0 theme.
        </Text>
      </Flex>
    </Container>
  )
}
