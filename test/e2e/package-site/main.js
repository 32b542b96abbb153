// The site's own code: Lit and three.js are its dependencies too, so the package must share them.
import { LitElement } from 'lit';
import { REVISION } from 'three';
import 'sealed-orders-board';

console.log(`site: Lit ${typeof LitElement}, three.js r${REVISION}`);
