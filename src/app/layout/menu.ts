// The navbar's entries (docs/PRODUCT.md, "2. Screens and routes", Layout); `label` is the key of their
// words in the shell's catalog (docs/ARCHITECTURE.md, "Languages").
import type { KeyOf } from '../../i18n/catalog.ts';
import type { menusText } from './menus/i18n/index.ts';

type MenusKey = KeyOf<typeof menusText>;

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

export const MAIN_MENU: readonly { label: MenusKey; to: MenuPath }[] = [
  { label: 'menu.dashboard', to: '/dashboard' },
  { label: 'menu.play', to: '/play' },
  { label: 'menu.scoreCards', to: '/score-cards' },
  { label: 'menu.matches', to: '/matches' },
  { label: 'menu.tournaments', to: '/tournaments' },
  { label: 'menu.calendar', to: '/calendar' },
  { label: 'menu.statistics', to: '/statistics' },
  { label: 'menu.courses', to: '/courses' },
  { label: 'menu.myBag', to: '/my-bag' },
];

export type AdminPath = '/import' | '/export' | '/users' | '/import_golf_course_api';

/** Only administrators see these in the avatar menu (docs/PRODUCT.md, "6. Roles and permissions"). */
export const ADMIN_MENU: readonly { label: MenusKey; to: AdminPath }[] = [
  { label: 'admin.import', to: '/import' },
  { label: 'admin.export', to: '/export' },
  { label: 'admin.users', to: '/users' },
  { label: 'admin.importApi', to: '/import_golf_course_api' },
];
