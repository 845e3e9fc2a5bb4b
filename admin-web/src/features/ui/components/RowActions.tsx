interface RowActionsProps {
  /** Names the record in each button's accessible name, e.g. 'Edit Seed tender'. */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  viewLabel?: string;
  /** The edit action's word where the edit is narrower, e.g. 'Rename'. */
  editLabel?: string;
}

export function RowActions({
  name,
  onView,
  onEdit,
  onDelete,
  viewLabel = 'View',
  editLabel = 'Edit',
}: RowActionsProps) {
  const hidden = <span className="visually-hidden"> {name}</span>;
  return (
    <div className="row-actions">
      {onView && (
        <button type="button" onClick={onView}>
          {viewLabel}
          {hidden}
        </button>
      )}
      {onEdit && (
        <button type="button" onClick={onEdit}>
          {editLabel}
          {hidden}
        </button>
      )}
      {onDelete && (
        <button type="button" className="danger" onClick={onDelete}>
          Delete{hidden}
        </button>
      )}
    </div>
  );
}
