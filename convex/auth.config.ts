// Cloud mode: Convex accepts the JWTs of the Clerk JWT template named "convex".
// Local mode does not use this file: its identities come from the local backend's accounts.
import { clerkIssuerDomain } from './model/config'

export default {
  providers: [
    {
      domain: clerkIssuerDomain(),
      applicationID: 'convex',
    },
  ],
}
