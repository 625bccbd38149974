// The Shoelace components of the kind filter, beyond the kit's set (the autoloader cannot see
// shadow roots, so they are imported one by one). Their JSX types are the settings element's
// (settings-jsx.d.ts declares them for the whole project).
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
