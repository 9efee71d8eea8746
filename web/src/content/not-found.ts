/** The not-found page (docs/spec.md §2.1: 404, 'Oops! Page not found', a way home). Arabic: ./not-found.ar.ts. */
export interface NotFoundContent {
  heading: string;
  text: string;
  homeLink: string;
}

export const notFoundContent: NotFoundContent = {
  heading: 'Oops! Page not found',
  text: 'The page you were looking for does not exist or has moved.',
  homeLink: 'Return to Home',
};
