// Cloud mode: Convex accepts the JWTs of the Clerk JWT template named "convex".
// Local mode does not use this file: its identities come from the local backend's accounts.
export default {
  providers: [
    {
      domain: process.env.CLERK_JWT_ISSUER_DOMAIN,
      applicationID: 'convex',
    },
  ],
}
