import type SlAlert from '@shoelace-style/shoelace/dist/components/alert/alert.js';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.js';
import type SlCheckbox from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import type SlIcon from '@shoelace-style/shoelace/dist/components/icon/icon.js';
import type SlIconButton from '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.js';
import type SlOption from '@shoelace-style/shoelace/dist/components/option/option.js';
import type SlSelect from '@shoelace-style/shoelace/dist/components/select/select.js';
import type SlSpinner from '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import type SlTextarea from '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import type { ShoelaceProps } from './shoelace-props.ts';

// React 19 passes known properties as properties and `onsl-*` props as event listeners; this gives
// those JSX props types. Only the properties the kit and elements use are listed. The source writes
// Shoelace's names; the build makes them our private `cp-sl-*` tags (scripts/private-shoelace-tags.ts).

type FieldKeys = 'name' | 'value' | 'label' | 'helpText' | 'disabled' | 'required' | 'size';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-alert': ShoelaceProps<SlAlert, 'variant' | 'open' | 'closable' | 'duration'>;
      'sl-button': ShoelaceProps<
        SlButton,
        'variant' | 'size' | 'disabled' | 'loading' | 'type' | 'outline' | 'href' | 'autofocus'
      >;
      'sl-icon': ShoelaceProps<SlIcon, 'name' | 'library' | 'label' | 'src'>;
      'sl-icon-button': ShoelaceProps<SlIconButton, 'name' | 'library' | 'label' | 'disabled'>;
      'sl-input': ShoelaceProps<
        SlInput,
        FieldKeys | 'type' | 'autocomplete' | 'passwordToggle' | 'placeholder'
      >;
      'sl-textarea': ShoelaceProps<SlTextarea, FieldKeys | 'rows' | 'resize' | 'placeholder'>;
      'sl-select': ShoelaceProps<
        SlSelect,
        Exclude<FieldKeys, 'value'> | 'placeholder' | 'clearable' | 'multiple'
      > & {
        value?: string | string[];
      };
      'sl-option': ShoelaceProps<SlOption, 'value' | 'disabled'>;
      'sl-checkbox': ShoelaceProps<
        SlCheckbox,
        'name' | 'checked' | 'disabled' | 'required' | 'helpText' | 'value'
      >;
      'sl-spinner': ShoelaceProps<SlSpinner, never>;
    }
  }
}
