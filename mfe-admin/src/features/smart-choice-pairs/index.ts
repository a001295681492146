// What the other features of this remote take from the smart choice pairs (docs/architecture.md,
// "Inside a remote"): the admin panel shows the smart engine's panel.
export { SmartEnginePanel } from './components/smart-engine-panel.tsx';
