import type SlRadioButton from '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import type SlRadioGroup from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import type { ShoelaceProps } from '../../ui/shoelace/shoelace-props.ts';

// JSX types for the Shoelace components of settings-shoelace.ts, in the kit's shoelace-jsx.d.ts style.

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-radio-group': ShoelaceProps<SlRadioGroup, 'name' | 'value' | 'label' | 'helpText' | 'size'>;
      'sl-radio-button': ShoelaceProps<SlRadioButton, 'value' | 'disabled' | 'size'>;
    }
  }
}
