// What the other features of this remote take from the AI recommendations (docs/architecture.md,
// "Inside a remote"): the admin panel shows the generation panel, and its drafts review the same
// confidence figure and option tags.
export { AiRecommendationsPanel } from './components/ai-recommendations-panel.tsx';
export { confidencePercent } from './components/recommendation-card.tsx';
export { OptionTags } from './components/option-tags.tsx';
