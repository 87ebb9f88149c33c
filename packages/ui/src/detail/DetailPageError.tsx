import { ErrorText } from '@portal/ui-core';
import { PathBreadcrumbs } from './PathBreadcrumbs';

/** A detail page that could not load: the breadcrumb trail back up, and the red text instead of the page. */
export function DetailPageError({ text }: { text: string }) {
  return (
    <>
      <PathBreadcrumbs />
      <ErrorText>{text}</ErrorText>
    </>
  );
}
