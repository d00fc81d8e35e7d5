import { configure } from '@testing-library/react'

// jsdom lays nothing out, so it has no scrolling: the router's scroll restoration calls
// window.scrollTo on every navigation, which jsdom answers with a "Not implemented" line.
window.scrollTo = () => undefined

// findBy/waitFor give a busy machine a few seconds before they call an element missing.
configure({ asyncUtilTimeout: 5000 })
