import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default. Screen tests share two cores with the integration tier
// (scripts/test-all.mjs runs both at once), where a render can take longer than that with nothing wrong;
// a screen that never shows what is awaited still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the pointer-capture and scrolling calls Radix primitives make (Select opens on pointerdown
// and scrolls the selected option into view; Toast captures the pointer while swiped).
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
