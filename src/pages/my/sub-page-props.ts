/** What an account sub-page (src/pages/my/subPages.tsx) is given: the `/my/index` query. */
export interface SubPageProps {
  query: URLSearchParams;
}
