// The navbar's entries (docs/PRODUCT.md, "2. Screens and routes", Layout).

export type MenuPath =
  | '/dashboard'
  | '/play'
  | '/score-cards'
  | '/matches'
  | '/tournaments'
  | '/calendar'
  | '/statistics'
  | '/courses'
  | '/my-bag';

export const MAIN_MENU: readonly { label: string; to: MenuPath }[] = [
  { label: 'DASHBOARD', to: '/dashboard' },
  { label: 'PLAY', to: '/play' },
  { label: 'SCORE CARDS', to: '/score-cards' },
  { label: 'MATCHES', to: '/matches' },
  { label: 'TOURNAMENTS', to: '/tournaments' },
  { label: 'CALENDAR', to: '/calendar' },
  { label: 'STATISTICS', to: '/statistics' },
  { label: 'COURSES', to: '/courses' },
  { label: 'MY BAG', to: '/my-bag' },
];

export type AdminPath = '/import' | '/export' | '/users' | '/import_golf_course_api';

/** Only administrators see these in the avatar menu (docs/PRODUCT.md, "6. Roles and permissions"). */
export const ADMIN_MENU: readonly { label: string; to: AdminPath }[] = [
  { label: 'Import', to: '/import' },
  { label: 'Export', to: '/export' },
  { label: 'Users', to: '/users' },
  { label: 'Import Golf Course API', to: '/import_golf_course_api' },
];
