/// <reference types="vite/client" />
// The Convex function modules convex-test loads, as Convex would deploy them.
export const modules = import.meta.glob(['../../convex/**/*.{ts,js}', '!../../convex/**/*.d.ts'])
