import { useId } from 'react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** What the search looks at, e.g. 'title, location or date'. */
  scope: string;
}

/** Filters the rows of the page on screen, not the whole list. */
export function SearchBox({ value, onChange, scope }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box" role="search">
      <label htmlFor={id}>Search this page by {scope}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
