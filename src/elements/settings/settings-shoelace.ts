// The Shoelace components this element uses beyond the kit's set (the autoloader cannot see
// shadow roots, so they are imported one by one).
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
