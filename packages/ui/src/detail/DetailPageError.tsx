import { ErrorText } from '@portal/ui-core';
import { PathBreadcrumbs } from './PathBreadcrumbs';

/** A detail page that could not load: the breadcrumb trail back up, and the red text instead of the page. */
export function DetailPageError({ text, error }: { text: string; error?: unknown }) {
  return (
    <>
      <PathBreadcrumbs />
      <ErrorText error={error}>{text}</ErrorText>
    </>
  );
}
