import type { AccesslogRecord } from '@portal/contract/accesslog';

// What a consultation of a person's data was for, in words they can read (the subject access
// report, issue 73): "viewed the profile", "appeared in a search for …". Read from the record's
// action, resource and parameters alone.

/** The list or page a resource names: `GET /admin/organisations/{id}` is "organisations". */
function resourceName(resource: string): string {
  const path = resource.replace(/^[A-Z]+\s+/, '').split('?')[0]!;
  const segments = path.split('/').filter((segment) => segment && segment !== 'admin');
  const named = segments.filter((segment) => !/^[{:]|^[0-9a-f-]{36}$/i.test(segment));
  return (named[0] ?? path).replaceAll('-', ' ');
}

/** Whether the resource is one entity's page (it ends in an id). */
const isDetail = (resource: string) => /\/(\{[^}]+\}|:[a-z]+|[0-9a-f-]{36})(\/.*)?$/i.test(resource);

const termOf = (query: Record<string, unknown>) => {
  const term = query.search ?? query.q;
  return typeof term === 'string' && term.trim() ? term.trim() : null;
};

/** The purpose of one consultation, for the data subject. */
export function purposeOf(record: Pick<AccesslogRecord, 'action' | 'resource' | 'query'>): string {
  const name = resourceName(record.resource);
  const term = termOf(record.query);
  switch (record.action) {
    case 'viewed':
      if (name === 'users' && isDetail(record.resource)) return 'viewed the profile';
      if (name === 'organisations' && isDetail(record.resource)) return "viewed an organisation's page";
      return `viewed the ${name} page`;
    case 'searched':
    case 'listed':
      if (term) return `appeared in a search for "${term}"`;
      return record.action === 'listed' ? `listed in the ${name} list` : `appeared in a search of ${name}`;
    case 'quick find':
      return term ? `appeared in a quick find for "${term}"` : 'appeared in a quick find';
    case 'exported':
      return term ? `exported in the ${name} list searched for "${term}"` : `exported in the ${name} list`;
    case 'signed in':
      return 'signed in to the portal';
    case 'signed out':
      return 'signed out of the portal';
    case 'refused':
      return 'was refused';
    default:
      return record.action;
  }
}
