interface RowActionsProps {
  /** Names the record in each button's accessible name, e.g. 'Edit Seed tender'. */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  viewLabel?: string;
}

export function RowActions({ name, onView, onEdit, onDelete, viewLabel = 'View' }: RowActionsProps) {
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
          Edit{hidden}
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
