import { describeSideBySide } from './page-shoelace.ts';

// One page per case: a page loads its Shoelace once (page-shoelace.ts).
describeSideBySide('2.15', 'last');
