// A Nostr relay for tests, on 127.0.0.1 and a free port (@nostr-relay/core over `ws`, its events in
// memory): nostr-test-relay.mjs, a plain Node module so that the browser tests' server
// (scripts/e2e-server.mjs) starts the same relay without a TypeScript loader.
export { startTestRelay, type TestRelay } from './nostr-test-relay.mjs';
