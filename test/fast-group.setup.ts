// Setup of the `games` test project (vite.config.ts): the tests that play whole games over the
// protocol run ristretto255 on libsodium, as the Node tools do (scripts/fast-group.ts) — a
// 5-player game's test took 40 s of CPU on noble and 13 s here. The answers are the same bytes
// on both back ends (crypto/fast-group.ts says why; crypto/fast-group.test.ts compares them); crypto/'s
// own tests stay on noble (the `unit` project), and the browser tests run noble in Chromium, as
// players do.
import { startFastGroup } from '../scripts/fast-group';

if (!(await startFastGroup())) throw new Error('expected libsodium-wrappers-sumo (a devDependency) for the games project; run npm ci');
