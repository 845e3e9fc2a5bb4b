import type { ApprovalItem, FieldChange, PublicationItem } from '@seedcorp/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { WORKFLOW_TEXTS } from '../../content/workflow';
import { fetchApprovals } from '../../features/workflow/api/workflow-api';
import { actorName, indiaTime } from '../../features/workflow/components/WorkflowControls';
import '../../features/workflow/workflow.css';
import { useFetched } from '../../features/ui/hooks/use-fetched';

const TEXTS = WORKFLOW_TEXTS.approvals;
const STATUS = WORKFLOW_TEXTS.status;

function Value({ text }: { text: string | null }) {
  return text === null ? <span className="empty-value">{TEXTS.empty}</span> : <>{text}</>;
}

/** The draft's differences from the published version, one row each: where, the published text, the draft's. */
function Changes({ title, changes, leftOut }: { title: string; changes: FieldChange[]; leftOut: number }) {
  if (changes.length === 0) return <p>{TEXTS.noChanges}</p>;
  return (
    <>
      <table className="approval-changes">
        <caption className="visually-hidden">{TEXTS.changesCaption(title)}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.where}</th>
            <th scope="col">{TEXTS.before}</th>
            <th scope="col">{TEXTS.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => (
            <tr key={`${index}:${change.field}`}>
              <th scope="row">{change.field}</th>
              <td>
                <Value text={change.old} />
              </td>
              <td>
                <Value text={change.new} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {leftOut > 0 && <p>{TEXTS.leftOut(leftOut)}</p>}
    </>
  );
}

function Draft({ item }: { item: ApprovalItem }) {
  const title = item.title.en;
  const lines = [
    TEXTS.saved(item.draftVersion, indiaTime(item.savedAt)),
    ...(item.editors.length > 0 ? [STATUS.editors(item.editors.map(actorName).join(', '))] : []),
    ...(item.submitted ? [STATUS.submitted(actorName(item.submitted.by), indiaTime(item.submitted.at))] : []),
    ...(item.approved ? [STATUS.approved(actorName(item.approved.by), indiaTime(item.approved.at))] : []),
    ...(item.schedule?.state === 'pending'
      ? [STATUS.scheduled(indiaTime(item.schedule.publishAt), actorName(item.schedule.scheduledBy))]
      : []),
    ...(item.schedule?.state === 'failed'
      ? [STATUS.scheduleFailed(indiaTime(item.schedule.publishAt), item.schedule.failure ?? '')]
      : []),
  ];
  return (
    <article className="approval-item">
      <h3>
        <Link to={item.adminPath} aria-label={TEXTS.open(title)}>
          {title}
        </Link>
      </h3>
      <p className="field-hint">
        {TEXTS.kinds[item.kind]}
        {item.path ? `, ${item.path}` : ''}
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Changes title={title} changes={item.changes} leftOut={item.changesLeftOut} />
    </article>
  );
}

function Drafts({ heading, items }: { heading: string; items: ApprovalItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p className="list-state">{TEXTS.none}</p>
      ) : (
        items.map((item) => <Draft key={`${item.kind}:${item.key}`} item={item} />)
      )}
    </section>
  );
}

const approvalOf = (item: PublicationItem) =>
  item.approvedBy
    ? TEXTS.approvedBy(actorName(item.approvedBy))
    : item.reason
      ? TEXTS.alone(item.reason)
      : TEXTS.onePerson;

function Publications({ items }: { items: PublicationItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{TEXTS.published}</h2>
      {items.length === 0 ? (
        <p className="list-state">{TEXTS.none}</p>
      ) : (
        <table className="approval-changes">
          <caption className="visually-hidden">{TEXTS.publishedCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.item}</th>
              <th scope="col">{TEXTS.version}</th>
              <th scope="col">{TEXTS.publishedOn}</th>
              <th scope="col">{TEXTS.publishedBy}</th>
              <th scope="col">{TEXTS.approval}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}:${item.key}:${item.version}`}>
                <th scope="row">
                  <Link to={item.adminPath} aria-label={TEXTS.open(item.title.en)}>
                    {item.title.en}
                  </Link>
                </th>
                <td>{item.version}</td>
                <td>
                  {indiaTime(item.publishedAt)}
                  {item.scheduled ? ` (${TEXTS.onSchedule})` : ''}
                </td>
                <td>{actorName(item.publishedBy)}</td>
                <td>{approvalOf(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Drafts waiting for approval and approved ones, each with its differences and a link to its editor; recent publications. */
export default function ApprovalsPage() {
  const { value: list, failed } = useFetched(fetchApprovals, TEXTS.loadFailed);

  return (
    <article className="manager approvals">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <div aria-busy={!list && !failed}>
        {list ? (
          <>
            <Drafts heading={TEXTS.waiting} items={list.waiting} />
            <Drafts heading={TEXTS.approved} items={list.approved} />
            <Publications items={list.published} />
          </>
        ) : (
          <p role="status" className="list-state">
            {failed ? TEXTS.loadFailed : TEXTS.loading}
          </p>
        )}
      </div>
    </article>
  );
}
