// The signed-in navbar's chunk, one import for the navbar's lazy parts and for the preload of a
// signed-in page (src/app/preload.ts).
export const loadSignedInNavbar = () => import('./SignedInNavbar.tsx');
