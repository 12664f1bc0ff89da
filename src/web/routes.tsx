// The route table of the whole app (SPEC section 2). Every page but the landing is its own lazily loaded
// chunk so the first script stays small (the budget: at most 150 kB gzipped); the busiest pages' loaders
// start their data while that chunk downloads.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageSpinner } from './components/ui/spinner';
import { AuthGuard } from './features/auth/components/auth-guard';
import { queryClient } from './lib/query-client';
import { type DataPage, startPageData } from './page-data';
import LandingPage from './routes/landing';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

/** A route's lazy loader: the page module's default export becomes the route component. */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** A loader that starts the page's data beside its code and never waits for it (see page-data.ts). */
function pageData(page: DataPage) {
  return ({ params }: LoaderFunctionArgs): null => {
    startPageData(queryClient, page, params);
    return null;
  };
}

const publicRoutes: RouteObject[] = [
  // The landing page is part of the first script: a first visit gets its text without a second round trip.
  { index: true, Component: LandingPage },
  { path: 'login', lazy: page(() => import('./routes/login')) },
  { path: 'signup', lazy: page(() => import('./routes/signup')) },
  { path: 'signup-success', lazy: page(() => import('./routes/signup-success')) },
  { path: 'auth/callback', lazy: page(() => import('./routes/auth-callback')) },
  { path: 'update-password', lazy: page(() => import('./routes/update-password')) },
  { path: 'error', lazy: page(() => import('./routes/error')) },
  { path: 'terms', lazy: page(() => import('./routes/terms')) },
  { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
  { path: 'contact', lazy: page(() => import('./routes/contact')) },
  { path: 'not-found', lazy: page(() => import('./routes/not-found')) },
];

const guardedRoutes: RouteObject[] = [
  { path: 'home', loader: pageData('home'), lazy: page(() => import('./routes/home')) },
  { path: 'profile-config', lazy: page(() => import('./routes/profile-config')) },
  // DESIGN decision 7: /profile shows the profile set-up screen.
  { path: 'profile', lazy: page(() => import('./routes/profile-config')) },
  { path: 'settings', lazy: page(() => import('./routes/settings')) },

  { path: 'duration', lazy: page(() => import('./routes/duration')) },
  { path: 'characters-management', lazy: page(() => import('./routes/characters-management')) },
  { path: 'character-selection', lazy: page(() => import('./routes/character-selection')) },
  { path: 'character-name', lazy: page(() => import('./routes/character-name')) },
  { path: 'character-hobbies', lazy: page(() => import('./routes/character-hobbies')) },
  { path: 'character-personality', lazy: page(() => import('./routes/character-personality')) },
  { path: 'character-profession', lazy: page(() => import('./routes/character-profession')) },
  { path: 'story-genre', lazy: page(() => import('./routes/story-genre')) },
  { path: 'story-moral', lazy: page(() => import('./routes/story-moral')) },
  { path: 'story-details-input', lazy: page(() => import('./routes/story-details-input')) },
  { path: 'generating', lazy: page(() => import('./routes/generating')) },
  { path: 'story/:storyId', loader: pageData('story'), lazy: page(() => import('./routes/story-viewer')) },
  { path: 'story/:storyId/audio/:chapterId?', loader: pageData('story-audio'), lazy: page(() => import('./routes/story-audio')) },
  { path: 'story/:storyId/continue', lazy: page(() => import('./routes/story-continue')) },
  { path: 'stories', lazy: page(() => import('./routes/stories')) },
  // DESIGN decision 7: /saved-stories shows /stories.
  { path: 'saved-stories', lazy: page(() => import('./routes/stories')) },
  { path: 'plans', lazy: page(() => import('./routes/plans')) },
  { path: 'payment-success', lazy: page(() => import('./routes/payment-success')) },
  { path: 'payment-cancel', lazy: page(() => import('./routes/payment-cancel')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageSpinner />,
    children: [
      ...publicRoutes,
      { Component: AuthGuard, children: guardedRoutes },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];
