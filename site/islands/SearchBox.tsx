/** The navbar search field; results arrive with the search issue's client code. */
export function SearchBox({ placeholder }: { placeholder: string }) {
  return (
    <div className="search needs-js" role="search">
      <label className="visually-hidden" htmlFor="search-input">
        Search the docs
      </label>
      <input id="search-input" className="search__input" type="search" placeholder={placeholder} autoComplete="off" spellCheck={false} />
    </div>
  );
}
