import { Fragment } from 'react';
import { FunctionField, Link as RaLink, ReferenceField, useCreatePath, useGetManyAggregate } from 'react-admin';

/**
 * Names where the record holds only an id (UX review at 375 px: "space-marina-turf", "org-marina-sports"
 * read as ids). Each is a ReferenceField, so a page of lines costs one getMany per resource
 * (react-admin batches them), never one request per line. `link={false}` inside a phone line,
 * which is itself a link; show pages link to the record.
 */
type Link = false | 'show';

/** The venue (spaces resource) by its name. */
export function VenueName({ source = 'spaceId', link = false }: { source?: string; link?: Link; label?: string }) {
  return <ReferenceField source={source} reference="spaces" link={link} emptyText="—" />;
}

/** The organisation by its name. */
export function OrganisationName({ source = 'orgId', link = false }: { source?: string; link?: Link; label?: string }) {
  return <ReferenceField source={source} reference="organisations" link={link} emptyText="—" />;
}

/** A batch as "Junior Football Coaching · Tue/Thu 6 pm": its class's name and its own (both on the batch document). */
export function ClassAndBatch({ source = 'batchId', link = false }: { source?: string; link?: Link; label?: string }) {
  return (
    <ReferenceField source={source} reference="batches" link={link} emptyText="—">
      <FunctionField render={(b: { className: string; name: string }) => `${b.className} · ${b.name}`} />
    </ReferenceField>
  );
}

/**
 * Names of records by their ids outside a record context (a generic list's cell): one getMany,
 * batched with the page's others. With `link` (a show page), each name links to its record.
 */
export function NamesOf({
  resource,
  ids,
  link = false,
  emptyText = '—',
}: {
  resource: 'spaces' | 'organisations';
  ids: readonly string[];
  link?: boolean;
  emptyText?: string;
}) {
  const { data, isPending } = useGetManyAggregate<{ id: string; name: string }>(resource, { ids: [...ids] }, { enabled: ids.length > 0 });
  const createPath = useCreatePath();
  if (ids.length === 0) return <>{emptyText}</>;
  if (isPending) return <>…</>;
  const named = ids.map((id) => ({ id, name: data?.find((r) => r.id === id)?.name }));
  if (!link) return <>{named.map(({ name }) => name ?? 'Unknown').join(', ')}</>;
  return (
    <>
      {named.map(({ id, name }, index) => (
        <Fragment key={id}>
          {index > 0 ? ', ' : null}
          {name ? <RaLink to={createPath({ resource, id, type: 'show' })}>{name}</RaLink> : 'Unknown'}
        </Fragment>
      ))}
    </>
  );
}
