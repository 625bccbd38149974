import type SlBadge from '@shoelace-style/shoelace/dist/components/badge/badge.js';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import type { ShoelaceProps } from '../shoelace/shoelace-props.ts';

// JSX types for the Shoelace components of dialog-shoelace.ts, in the kit's shoelace-jsx.d.ts style.

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-dialog': ShoelaceProps<SlDialog, 'open' | 'label' | 'noHeader'>;
      'sl-badge': ShoelaceProps<SlBadge, 'variant' | 'pill' | 'pulse'>;
    }
  }
}
