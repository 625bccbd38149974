// The Shoelace components of the dialog kit, registered once (see ../shoelace/shoelace.ts for why one by one).
import '@shoelace-style/shoelace/dist/components/badge/badge.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '../shoelace/shoelace.ts';
