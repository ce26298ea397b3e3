/**
 * The page `npm run screenshot` photographs: one story, composed with Storybook's own preview
 * (its theme and locale wrapper, styles.css), so the picture is what Storybook shows.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import preview from '../../.storybook/preview';
import * as askCardStories from '../../stories/ask-card.stories';

setProjectAnnotations(preview);
const { Pending } = composeStories(askCardStories);

createRoot(document.getElementById('story')!).render(<Pending />);
