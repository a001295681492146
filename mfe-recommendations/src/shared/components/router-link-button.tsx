import { createRouterLinkButton } from '@alive/ui';
import { Link } from 'react-router-dom';

/** The design system's RouterLinkButton bound to the shell's router (libs/ui does not import the router). */
export const RouterLinkButton = createRouterLinkButton(Link);
